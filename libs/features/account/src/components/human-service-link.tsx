import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES } from '@h5/routing';
import { messages } from '../messages';

const Service = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

/** 人工客服 under the help centre and its articles: a full-width tap target to /kefu. */
export function HumanServiceLink() {
  return <Service to={ROUTES.kefu}>{messages.help.humanService}</Service>;
}
