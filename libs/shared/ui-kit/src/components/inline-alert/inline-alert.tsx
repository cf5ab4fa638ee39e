import styled from 'styled-components';
import { LineIcon } from '../line-icon/line-icon';
import type { ReactNode } from 'react';

export type InlineAlertTone = 'danger' | 'info';

export interface InlineAlertProps {
  children: ReactNode;
  /** danger: a refused form or a server message (announced at once); info: a neutral hint. */
  tone?: InlineAlertTone;
  /** field: the line under one input (no box); block: a message for the whole form. */
  variant?: 'block' | 'field';
  id?: string;
}

const Root = styled.p<{ $tone: InlineAlertTone; $field: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: ${({ theme, $field }) => ($field ? `${theme.space.xs}px 0 0` : `${theme.space.lg}px 0 0`)};
  padding: ${({ theme, $field }) => ($field ? 0 : `${theme.space.sm}px ${theme.space.md}px`)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme, $tone, $field }) => ($field ? 'transparent' : $tone === 'danger' ? theme.colors.dangerSoft : theme.colors.accentSoft)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textSecondary)};
  font-size: ${({ theme, $field }) => ($field ? theme.fontSizes.xs : theme.fontSizes.sm)}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

/**
 * The one way a form or a failed call speaks inline: a validation message under its field,
 * or the server's refusal above the submit button. Danger messages are announced (role=alert).
 */
export function InlineAlert({ children, tone = 'danger', variant = 'block', id }: InlineAlertProps) {
  return (
    <Root id={id} role={tone === 'danger' ? 'alert' : 'status'} $tone={tone} $field={variant === 'field'}>
      <LineIcon size={variant === 'field' ? 14 : 16}>
        <circle cx="12" cy="12" r="9" />
        {tone === 'danger' ? <path d="M12 7.5v5.5M12 16.5v.01" /> : <path d="M12 11v5.5M12 7.5v.01" />}
      </LineIcon>
      <span>{children}</span>
    </Root>
  );
}
