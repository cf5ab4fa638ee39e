import { Text } from './text';
import { colors } from '../../theme/tokens';
import { Card } from '../card/card';
import { Stack } from '../layout/stack';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'A run of text in the type of the tokens: `$size` a step of the type scale, `$tone` a text colour, `$weight`, `$leading`, `$align`; `$lines` cuts it with an ellipsis, `$breakAnywhere` lets a long name wrap at 320 px. A `p` with no margin; `as` gives a heading, a `span`, a `small`.',
  '',
  '**Do**',
  '- Use it for a hint, a note, a label, a name, a card’s title (`as="h2"`).',
  '- Leave out what the text should take from around it (the colour of a button it sits in).',
  '',
  "**Don't**",
  '- Write a styled component in a feature for a font size and a colour.',
  '- Cut with `$lines` a text the player must read whole (a rule, an error): let it wrap.',
].join('\n');

const meta = {
  title: 'UI Kit/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: '转账成功后余额将实时更新', $size: 'sm' },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

const sizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
const tones = ['default', 'secondary', 'tertiary', 'brand', 'success', 'warning', 'danger'] as const;

/** The type scale, every tone on the surface, the weights, a heading, and text on the accent fill. */
export const AllVariants: Story = {
  render: () => (
    <Stack $gap="lg">
      <Card>
        <Stack $gap="xs">
          {sizes.map((size) => (
            <Text key={size} $size={size}>
              {size} 立即下载
            </Text>
          ))}
        </Stack>
      </Card>
      <Card>
        <Stack $gap="xs">
          {tones.map((tone) => (
            <Text key={tone} $size="sm" $tone={tone}>
              {tone} 余额 ¥1,280.00
            </Text>
          ))}
        </Stack>
      </Card>
      <Card>
        <Stack $gap="xs">
          <Text as="h2" $size="md" $weight="bold" $leading="tight">
            下载APP
          </Text>
          <Text $size="xs" $tone="tertiary" $weight="medium">
            随时随地，畅玩无忧
          </Text>
          <Text $size="sm" $tone="secondary" $leading="normal" $align="center">
            每日首次登录即可领取红包，活动结束时间以公告为准。
          </Text>
        </Stack>
      </Card>
      <Card style={{ background: colors.accent }}>
        <Text $size="md" $tone="onAccent" $weight="bold">
          OB电子 · 进入游戏
        </Text>
      </Card>
    </Stack>
  ),
};

/** At 320 px: a long venue name breaks anywhere, a long note cut to one and to two lines. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: () => (
    <Card>
      <Stack $gap="sm">
        <Text $size="md" $weight="bold" $breakAnywhere>
          PragmaticPlayLiveCasinoVenueWithALongName
        </Text>
        <Text $size="xs" $tone="tertiary" $lines={1}>
          下载APP，随时随地畅玩真人视讯、电子游艺、棋牌游戏与体育赛事
        </Text>
        <Text $size="sm" $tone="secondary" $lines={2}>
          下载APP，随时随地畅玩真人视讯、电子游艺、棋牌游戏与体育赛事，每日首次登录即可领取红包。
        </Text>
      </Stack>
    </Card>
  ),
};
