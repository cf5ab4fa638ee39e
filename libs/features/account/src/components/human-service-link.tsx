import styled from 'styled-components';
import { messages } from '../messages';
import type { LinkProps } from './link-props';

const Service = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

/** 人工客服 under the help centre and its articles: a full-width tap target to /kefu (the page's link). */
export function HumanServiceLink({ link }: { link: LinkProps }) {
  return <Service {...link}>{messages.help.humanService}</Service>;
}
