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

/**
 * Scripts written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer, Myanmar)
 * and CJK punctuation/full-width forms: no space is put next to them.
 */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\u3000-\u303f\uff00-\uffef]/u;

/**
 * The space between two pieces of the line in a language that separates words with spaces
 * ("Contact" + "customer service"), none in Chinese or Thai (联系 + 人工客服) or where a piece
 * already has one or starts with punctuation.
 */
export function gapBetween(before: string, after: string): string {
  const last = before.at(-1);
  const first = after.at(0);
  if (last === undefined || first === undefined) return '';
  const wordEnd = /[\p{L}\p{N}\p{Po}\p{Pe}]/u.test(last) && !UNSPACED.test(last);
  const wordStart = /[\p{L}\p{N}\p{Ps}]/u.test(first) && !UNSPACED.test(first);
  return wordEnd && wordStart ? ' ' : '';
}

export interface ServiceNoteProps {
  /** The feature's texts: `lead` + the link's text (人工客服) + `tail`, spaced by `gapBetween`. */
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
      {gapBetween(lead, linkText)}
      <Link to={links.kefu()}>{linkText}</Link>
      {tail !== undefined && gapBetween(linkText, tail)}
      {tail}
    </Note>
  );
}
