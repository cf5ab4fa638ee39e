import { ProgressBar } from './progress-bar';
import { Card } from '../card/card';
import { Stack } from '../layout/stack';
import { Text } from '../text/text';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'How far along a goal is: an 8 px bar under the words that say it (晋级进度 40%), a `progressbar` named by `label` for screen readers.',
  '',
  '**Do**',
  '- Say the figure in words beside it: the bar alone is not read as a number by every reader.',
  '',
  "**Don't**",
  '- Use it for a wait of unknown length: that is Spinner.',
].join('\n');

const meta = {
  title: 'UI Kit/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { percent: 40, label: '距VIP3的进度' },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing yet, under way, and done. */
export const AllVariants: Story = {
  render: () => (
    <Card>
      <Stack $gap="md">
        {[0, 40, 100].map((percent) => (
          <Text key={percent} as="div" $size="sm" $tone="secondary">
            晋级进度 {percent}%
            <ProgressBar percent={percent} label="距VIP3的进度" />
          </Text>
        ))}
      </Stack>
    </Card>
  ),
};

/** At 320 px the bar takes the card’s width. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: () => (
    <Card>
      <Text as="div" $size="sm" $tone="secondary">
        晋级进度 75%
        <ProgressBar percent={75} label="距VIP10的进度" />
      </Text>
    </Card>
  ),
};
