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

/** The one place in the product where server HTML reaches the DOM, always sanitized. */
export function RichHtml({ html, className }: RichHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Content className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
