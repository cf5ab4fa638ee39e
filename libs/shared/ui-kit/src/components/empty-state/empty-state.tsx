import styled from 'styled-components';
import { EmptyIllustration } from './empty-illustration';
import { ErrorIllustration } from './error-illustration';
import { messages } from '../../messages';
import { Button } from '../button/button';

export type EmptyStateVariant = 'noMore' | 'empty' | 'error';

export interface EmptyStateProps {
  /** noMore: end of a list; empty: nothing at all; error: loading failed (with retry). */
  variant: EmptyStateVariant;
  /** Overrides the default text of the variant. */
  text?: string;
  /** error variant: shows the retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Text and button only, no picture: an error over rows still on screen (a failed refresh). */
  compact?: boolean;
}

/** Read when rendering: a table filled when the module loaded kept Chinese in every language. */
const defaultText = (variant: EmptyStateVariant): string =>
  ({ noMore: messages.noMore, empty: messages.empty, error: messages.loadFailed })[variant];

const Root = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme, $compact }) => ($compact ? `${theme.space.lg}px` : `${theme.space.xxl}px ${theme.space.lg}px`)};
  text-align: center;
`;

// Error and empty share the layout and the neutral text colour: the screen does not jump or
// shout when a load fails; the picture and the retry button tell the two apart.
const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textTertiary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  overflow-wrap: anywhere;
`;

/**
 * The kit's one pattern for the end of a list (没有更多了~), an empty result (picture + the
 * spec's text) and a failed load (picture + neutral text + one retry button, same layout).
 */
export function EmptyState({ variant, text, onRetry, retryLabel = messages.retry, compact = false }: EmptyStateProps) {
  const shown = text ?? defaultText(variant);
  return (
    <Root $compact={compact || variant === 'noMore'} role={variant === 'error' ? 'alert' : undefined} data-state={variant}>
      {!compact && variant === 'empty' && <EmptyIllustration />}
      {!compact && variant === 'error' && <ErrorIllustration />}
      <Text>{shown}</Text>
      {variant === 'error' && onRetry && (
        <Button variant="ghost" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Root>
  );
}
