import { CardLink } from './card-link';
import { colors } from '../../theme/tokens';
import { Inline } from '../layout/inline';
import { Stack } from '../layout/stack';
import { Text } from '../text/text';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'A card that is one link as a whole: an activity in /activity (its banner over its title), a partner entry in /zhanzhu. Card’s `$padding`, `$radius` and `$flat`; the text keeps the text colour, not the link’s, and a picture at its edge is clipped to the corners.',
  '',
  '**Do**',
  '- Spread a route link on it: `<CardLink {...props.detailLink(id)}>`.',
  '- Lay out what it holds with Stack, Inline and Text.',
  '',
  "**Don't**",
  '- Put a second link or a button inside it: the whole card is the one link.',
  '- Use it for a link that looks like a button (ButtonLink) or a row of a list.',
].join('\n');

const meta = {
  title: 'UI Kit/CardLink',
  component: CardLink,
  tags: ['autodocs'],
  args: { href: '#/activityInfo?id=1' },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof CardLink>;

export default meta;
type Story = StoryObj<typeof meta>;

// A banner-shaped picture of its own (750×300), so the story needs no file.
const banner = (
  <svg viewBox="0 0 750 300" width="100%" role="img" aria-label="活动横幅" style={{ display: 'block' }}>
    <rect width="750" height="300" fill={colors.accent} />
    <text x="48" y="170" fontSize="64" fill={colors.onAccent}>
      首存加送 100%
    </text>
  </svg>
);

/** A flat card with the banner flush to its corners (/activity), and a padded one with an emblem (/zhanzhu). */
export const AllVariants: Story = {
  render: () => (
    <Stack $gap="md">
      <CardLink href="#/activityInfo?id=1" $flat $padding={0} $radius="md">
        {banner}
        <Text $padding={['sm', 'md']} $size="md">
          新会员首存加送 100%
        </Text>
      </CardLink>
      <CardLink href="#/zhanzhuye?type=1" $padding={['lg', 'md']}>
        <Inline as="span" $gap="md">
          <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
            <circle cx="32" cy="32" r="30" fill={colors.accent} />
          </svg>
          <Stack as="span" $gap="xxs" $grow>
            <Text as="strong" $size="lg" $weight="bold">
              区域合作伙伴
            </Text>
            <Text as="small" $tone="secondary" $size="sm">
              体育俱乐部官方区域合作伙伴
            </Text>
          </Stack>
        </Inline>
      </CardLink>
    </Stack>
  ),
};

/** At 320 px: a long title breaks inside the card instead of widening it. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: () => (
    <CardLink href="#/activityInfo?id=2" $flat $padding={0} $radius="md">
      {banner}
      <Text $padding={['sm', 'md']} $size="md" $breakAnywhere>
        每日签到连续七天即可领取神秘大礼包，VIP会员另享额外加赠彩金奖励
      </Text>
    </CardLink>
  ),
};
