import { useId } from 'react';
import styled from 'styled-components';
import { AVATAR_ACCEPT } from '@h5/domain';
import { InlineAlert, Spinner, Stack } from '@h5/ui-kit';
import { messages } from '../../messages';

export interface AvatarPickerProps {
  src: string | null;
  uploading: boolean;
  refusal: string | null;
  onPick: (file: File | undefined) => void;
  size?: number;
}

const Face = styled.label<{ $size: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  cursor: pointer;

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }

  /* While the picture uploads, a light veil over the face with the spinner in its middle. */
  > span {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    background: rgba(255, 255, 255, 0.6);
  }
`;

/** The avatar as a file input (gif and png); its label names the action for screen readers. */
export function AvatarPicker({ src, uploading, refusal, onPick, size = 64 }: AvatarPickerProps) {
  const id = useId();
  return (
    <Stack $align="center" $gap="xs">
      <Face $size={size} htmlFor={id} title={messages.mine.changeAvatar}>
        {src ? (
          <img src={src} alt={messages.mine.avatarAlt} data-testid="avatar-image" />
        ) : (
          <svg
            width={size * 0.6}
            height={size * 0.6}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <circle cx="12" cy="8.5" r="4" />
            <path d="M4 20.5c1.4-4 4.5-6 8-6s6.6 2 8 6" strokeLinecap="round" />
          </svg>
        )}
        <input
          id={id}
          type="file"
          accept={AVATAR_ACCEPT}
          aria-label={messages.mine.changeAvatar}
          disabled={uploading}
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {uploading && (
          <span>
            <Spinner size={20} />
          </span>
        )}
      </Face>
      {refusal && <InlineAlert variant="field">{refusal}</InlineAlert>}
    </Stack>
  );
}
