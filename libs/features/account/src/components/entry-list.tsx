import styled from 'styled-components';
import { Card, LineIcon, Stack } from '@h5/ui-kit';
import type { LinkProps } from './link-props';

export interface Entry {
  /** React key: the entry's address. */
  key: string;
  label: string;
  link: LinkProps;
}

const Row = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.touchTarget + 8}px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  text-decoration: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  li:last-child > & {
    border-bottom: 0;
  }

  svg {
    color: ${({ theme }) => theme.colors.textTertiary};
  }
`;

/** A card of link rows with an arrow (the /userCent hub, the help centre); the links come from the page. */
export function EntryList({ entries, label }: { entries: readonly Entry[]; label: string }) {
  return (
    <Card as="nav" aria-label={label}>
      <Stack as="ul">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Row {...entry.link}>
              {entry.label}
              <LineIcon size={18}>
                <path d="m9 5 7 7-7 7" />
              </LineIcon>
            </Row>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
