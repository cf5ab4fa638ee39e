import styled from 'styled-components';
import { copyText } from './copy-text';
import { messages } from '../../messages';
import { showError, showToast } from '../toast/toast';

export interface CopyButtonProps {
  /** What lands on the clipboard (account number, address, order number...). */
  text: string;
  label?: string;
  /** Called after a successful copy, besides the toast. */
  onCopied?: () => void;
  /** Clipboard writer; replaceable so stories can show a browser that refuses. */
  copy?: (text: string) => Promise<boolean>;
}

const StyledCopy = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: ${({ theme }) => theme.layout.touchTarget}px;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  background: none;
  border: 0;
  cursor: pointer;

  &:active:not(:disabled) {
    opacity: 0.7;
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

export function CopyButton({ text, label = messages.copy, onCopied, copy = copyText }: CopyButtonProps) {
  const handleClick = async () => {
    if (await copy(text)) {
      showToast(messages.copied);
      onCopied?.();
    } else {
      showError(messages.copyFailed);
    }
  };
  return (
    <StyledCopy type="button" onClick={handleClick} disabled={text === ''}>
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <rect x="8" y="8" width="12" height="12" rx="2" stroke="currentColor" strokeWidth="2" />
        <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" stroke="currentColor" strokeWidth="2" />
      </svg>
      {label}
    </StyledCopy>
  );
}
