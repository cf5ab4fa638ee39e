import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../../messages';

export interface ExpandableListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  /** Rows shown while collapsed (3 on withdrawal, 4 on transfer). */
  initialCount: number;
}

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  background: none;
  border: 0;
  cursor: pointer;
`;

const Chevron = styled.svg<{ $up: boolean }>`
  transform: rotate(${({ $up }) => ($up ? 180 : 0)}deg);
  transition: transform ${({ theme }) => theme.durations.normal};
`;

export function ExpandableList<T>({ items, renderItem, getKey, initialCount }: ExpandableListProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const collapsible = items.length > initialCount;
  const shown = expanded || !collapsible ? items : items.slice(0, initialCount);
  return (
    <div>
      <Rows id={listId}>
        {shown.map((item, index) => (
          <li key={getKey(item, index)}>{renderItem(item, index)}</li>
        ))}
      </Rows>
      {collapsible && (
        <Toggle type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? messages.collapse : messages.expand}
          <Chevron $up={expanded} width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </Chevron>
        </Toggle>
      )}
    </div>
  );
}
