import styled from 'styled-components';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../captcha/captcha-picture';
import { messages } from '../messages';
import { IconField } from './icon-field';
import { ShieldIcon } from './icons';
import type { Ref } from 'react';

const PictureButton = styled.button`
  flex: none;
  width: ${CAPTCHA_WIDTH}px;
  height: ${CAPTCHA_HEIGHT}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;

  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** 4 on register, 6 on login (docs/product.md §9 states both). */
  maxLength: number;
  pictureSrc: string;
  pictureIndex: number;
  onPictureClick: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The code input with its picture; tapping the picture shows another one. */
export function CaptchaField({ value, onChange, maxLength, pictureSrc, pictureIndex, onPictureClick, error, inputRef }: CaptchaFieldProps) {
  return (
    <IconField
      name="code"
      label={messages.fields.code}
      icon={<ShieldIcon />}
      value={value}
      onChange={onChange}
      placeholder={messages.placeholders.code}
      maxLength={maxLength}
      error={error}
      inputRef={inputRef}
      trailing={
        <PictureButton type="button" title={messages.captchaRefresh} aria-label={messages.captchaRefresh} onClick={onPictureClick}>
          {/* No picture yet while a server-rendered page hydrates (see useCaptcha): the frame keeps its place. */}
          {pictureSrc && (
            <img
              src={pictureSrc}
              alt={messages.captchaAlt}
              width={CAPTCHA_WIDTH}
              height={CAPTCHA_HEIGHT}
              data-captcha-index={pictureIndex}
            />
          )}
        </PictureButton>
      }
    />
  );
}
