import styled from 'styled-components';
import { StyledButton, type ButtonVariant } from './button.styles';
import type { AnchorHTMLAttributes } from 'react';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  /** Full width (a modal's footer, a screen's one action). */
  block?: boolean;
}

// An anchor underlines its text: the button's look has none.
const Anchor = styled(StyledButton)`
  text-decoration: none;
`;

/**
 * Button's look on a link: an action that moves to another screen (更多, 立即下载) is a link, so a
 * screen reader and a long press treat it as one. Its own module, so a screen with buttons only
 * loads none of it. Spread a route link on it: `<ButtonLink block {...props.moreLink}>`.
 */
export function ButtonLink({ variant = 'primary', block = false, children, ...rest }: ButtonLinkProps) {
  return (
    <Anchor as="a" {...rest} $variant={variant} $block={block}>
      {children}
    </Anchor>
  );
}
