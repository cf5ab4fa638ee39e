import type { SponsorType } from '@h5/routing';
import { CardLink, EmptyState, Inline, Stack, Text } from '@h5/ui-kit';
import { SponsorEmblem } from './sponsor-emblem';
import { ScreenHeading } from '../components/frame-screen/screen-heading';
import { screenMessages } from '../screens/messages';
import type { AnchorHTMLAttributes } from 'react';

export const SPONSOR_TYPES: readonly SponsorType[] = [1, 2];

export interface SponsorsViewProps {
  /** The link of a partner's entry to its page (/zhanzhuye). */
  entryLink: (type: SponsorType) => Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

/** /zhanzhu: the two partner entries, then the divider that says there is nothing more. */
export function SponsorsView({ entryLink }: SponsorsViewProps) {
  return (
    <>
      <ScreenHeading>{screenMessages.sponsor.title}</ScreenHeading>
      <Stack as="ul" $gap="md" $padding="md">
        {SPONSOR_TYPES.map((type) => (
          <li key={type}>
            {/* lg above and below the 64 px emblem: the 96 px entry. */}
            <CardLink $padding={['lg', 'md']} {...entryLink(type)}>
              <Inline as="span" $gap="md">
                <SponsorEmblem type={type} />
                <Stack as="span" $gap="xxs" $grow>
                  <Text as="strong" $size="lg" $weight="bold">
                    {screenMessages.sponsor.entries[type].title}
                  </Text>
                  <Text as="small" $tone="secondary" $size="sm">
                    {screenMessages.sponsor.entries[type].text}
                  </Text>
                </Stack>
              </Inline>
            </CardLink>
          </li>
        ))}
      </Stack>
      <EmptyState variant="noMore" text={screenMessages.sponsor.divider} />
    </>
  );
}
