import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { LineIcon } from '../line-icon/line-icon';

const Trigger = styled.button`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
  min-width: 0;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  text-align: left;
  background: none;
  border: 0;
  cursor: pointer;
  overflow-wrap: anywhere;
`;

const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textTertiary};
`;

const ChevronIcon = () => (
  <LineIcon size={16}>
    <path d="m9 6 6 6-6 6" />
  </LineIcon>
);

export interface FieldTriggerProps {
  /** The id of the row's label: the button's name is the label and then the choice. */
  labelId: string;
  /** The control's id (FormField's `id`), so a tap on the label opens it too. */
  id?: string;
  /** The chosen value as it reads; the placeholder shows while there is none. */
  value?: ReactNode;
  placeholder?: string;
  describedBy?: string;
  onClick: () => void;
}

/**
 * The control of a form row that opens a popup (a picker, the date wheels): the choice or its
 * placeholder and a chevron. Its name is the label and the choice, so a screen reader hears both.
 */
export function FieldTrigger({ labelId, id, value, placeholder, describedBy, onClick }: FieldTriggerProps) {
  const valueId = useId();
  const empty = value === undefined || value === null || value === '';
  return (
    <Trigger
      id={id}
      type="button"
      aria-labelledby={`${labelId} ${valueId}`}
      aria-describedby={describedBy}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {empty ? <Placeholder id={valueId}>{placeholder}</Placeholder> : <span id={valueId}>{value}</span>}
      <ChevronIcon />
    </Trigger>
  );
}
