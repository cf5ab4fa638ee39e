import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from './sanitize-html';

export interface RichHtmlProps {
  /** HTML from the server (activity content and rules, articles, messages, welcome text). */
  html: string | null | undefined;
  className?: string;
}

const Content = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;

  img,
  video {
    max-width: 100%;
    height: auto;
  }

  table {
    max-width: 100%;
    border-collapse: collapse;
  }

  td,
  th {
    padding: ${({ theme }) => theme.space.xs}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
  }
`;

/**
 * Sanitises `html` now (the purifier's set-up included), for a RichHtml of the same text rendered
 * next: a screen that shows it after idle time (the welcome modal) does this in a task of its own,
 * so parsing the server's HTML is not part of that render (docs/performance.md).
 */
export function prepareRichHtml(html: string): void {
  sanitizeHtml(html);
}

/** The one place in the product where server HTML reaches the DOM, always sanitized. */
export function RichHtml({ html, className }: RichHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Content className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
