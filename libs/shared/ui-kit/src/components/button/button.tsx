import { StyledButton, type ButtonVariant } from './button.styles';
import { Spinner } from '../spinner/spinner';
import type { ButtonHTMLAttributes } from 'react';

export type { ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full-width button (forms, bottom actions). */
  block?: boolean;
  /** Shows a spinner and blocks further clicks until the action settles. */
  loading?: boolean;
}

export function Button({ variant = 'primary', block = false, loading = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <StyledButton {...rest} type={type} $variant={variant} $block={block} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <Spinner size={16} inheritColor />}
      {children}
    </StyledButton>
  );
}
