import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { links } from '@h5/routing';

const Note = styled.p<{ $gapAbove: boolean }>`
  margin: ${({ theme, $gapAbove }) => ($gapAbove ? theme.space.md : 0)}px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  text-align: center;

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs}px;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export interface ServiceNoteProps {
  /** The feature's texts: `lead` + the link's text (人工客服) + `tail`. */
  lead: string;
  linkText: string;
  tail?: string;
  /** Space above, where the note follows a form's button inside a section. */
  gapAbove?: boolean;
}

/**
 * The customer-service line under the money forms (/transfer, /withdrawal, /recharge,
 * /payInfo): e.g. 取款遇到问题？联系人工客服解决, the link going to /kefu. Here and not in
 * ui-kit because it links with the router.
 */
export function ServiceNote({ lead, linkText, tail, gapAbove = false }: ServiceNoteProps) {
  return (
    <Note $gapAbove={gapAbove}>
      {lead}
      <Link to={links.kefu()}>{linkText}</Link>
      {tail}
    </Note>
  );
}
