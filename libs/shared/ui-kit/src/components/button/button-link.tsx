import styled, { css } from 'styled-components';
import { StyledButton, type ButtonVariant } from './button.styles';
import type { AnchorHTMLAttributes } from 'react';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  /** Full width (a modal's footer, a screen's one action). */
  block?: boolean;
  /**
   * sm: a compact pill beside a line of text (合营计划's 咨询客服): 36 px drawn in the small type,
   * 44 px tapped, never squeezed by the text beside it.
   */
  size?: 'md' | 'sm';
}

const small = css`
  position: relative;
  flex: none;
  min-height: ${({ theme }) => theme.layout.touchTarget - 8}px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;

  /* From the padding box (inside the 1 px border): 34 + 2 × 5 = 44 px tapped. */
  &::before {
    position: absolute;
    inset: -5px 0;
    content: '';
  }
`;

// An anchor underlines its text: the button's look has none.
const Anchor = styled(StyledButton)<{ $small: boolean }>`
  text-decoration: none;
  ${({ $small }) => $small && small}
`;

/**
 * Button's look on a link: an action that moves to another screen (更多, 立即下载) is a link, so a
 * screen reader and a long press treat it as one. Its own module, so a screen with buttons only
 * loads none of it. Spread a route link on it: `<ButtonLink block {...props.moreLink}>`.
 */
export function ButtonLink({ variant = 'primary', block = false, size = 'md', children, ...rest }: ButtonLinkProps) {
  return (
    <Anchor as="a" {...rest} $variant={variant} $block={block} $small={size === 'sm'}>
      {children}
    </Anchor>
  );
}
