import styled from 'styled-components';
import { ChevronIcon } from './icons';
import type { FormEvent, ReactNode } from 'react';

const Card = styled.form`
  padding: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.xl}px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

// Wraps: a title and a switch link that do not fit side by side (English, Portuguese at 320 px)
// each keep a line, instead of the title squeezed into a column of one word a line.
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.xs}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const SwitchLink = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 2px;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  /* At the right end, also on a line of its own. */
  margin-left: auto;
  margin-right: -${({ theme }) => theme.space.xs}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  cursor: pointer;
`;

// Styled here, not ui-kit's Stack: the form is on /login's first paint, and the primitive's module
// costs it 0.29 kB gzip (docs/performance.md) for one margin.
const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.xl}px;
`;

export interface PanelCardProps {
  title: string;
  /** The side link that switches to the other panel. */
  switchLabel: string;
  onSwitch: () => void;
  onSubmit: () => void;
  /** The submit button. */
  action: ReactNode;
  children: ReactNode;
}

/** One panel of /login: a titled form with the side link to the other panel. */
export function PanelCard({ title, switchLabel, onSwitch, onSubmit, action, children }: PanelCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card aria-label={title} noValidate onSubmit={submit}>
      <Header>
        <h2>{title}</h2>
        <SwitchLink type="button" onClick={onSwitch}>
          {switchLabel}
          <ChevronIcon />
        </SwitchLink>
      </Header>
      {children}
      <Actions>{action}</Actions>
    </Card>
  );
}
