import styled from 'styled-components';
import type { SponsorType } from '@h5/routing';
import { EmptyState, Stack, Text } from '@h5/ui-kit';
import { SponsorEmblem } from './sponsor-emblem';
import { ScreenHeading } from '../components/frame-screen/screen-heading';
import { screenMessages } from '../screens/messages';
import type { AnchorHTMLAttributes } from 'react';

export const SPONSOR_TYPES: readonly SponsorType[] = [1, 2];

export interface SponsorsViewProps {
  /** The link of a partner's entry to its page (/zhanzhuye). */
  entryLink: (type: SponsorType) => Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

const Entry = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  min-height: 96px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** /zhanzhu: the two partner entries, then the divider that says there is nothing more. */
export function SponsorsView({ entryLink }: SponsorsViewProps) {
  return (
    <>
      <ScreenHeading>{screenMessages.sponsor.title}</ScreenHeading>
      <Stack as="ul" $gap="md" $padding="md">
        {SPONSOR_TYPES.map((type) => (
          <li key={type}>
            <Entry {...entryLink(type)}>
              <SponsorEmblem type={type} />
              <Stack as="span" $gap="xxs" $grow>
                <Text as="strong" $size="lg" $weight="bold">
                  {screenMessages.sponsor.entries[type].title}
                </Text>
                <Text as="small" $tone="secondary" $size="sm">
                  {screenMessages.sponsor.entries[type].text}
                </Text>
              </Stack>
            </Entry>
          </li>
        ))}
      </Stack>
      <EmptyState variant="noMore" text={screenMessages.sponsor.divider} />
    </>
  );
}
