import { Inline } from './inline';
import { Amount } from '../amount/amount';
import { Button } from '../button/button';
import { StatusTag } from '../status-tag/status-tag';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'Children side by side, `$gap` apart, vertically centred; `$justify="between"` puts a value and its action at either end, `$wrap` lets a long row flow onto a second line.',
  '',
  '**Do**',
  '- Use it for an icon beside its label, a value beside its action, a row of tags.',
  '- Give a long text `$grow` (in its own Inline or Stack) so it wraps instead of pushing the action out.',
  '',
  "**Don't**",
  '- Write `display: flex` in a feature for a plain row.',
].join('\n');

const meta = {
  title: 'UI Kit/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: { $gap: 'sm' },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Inline $gap="sm">
        <StatusTag label="已到账" tone="success" />
        <StatusTag label="审核中" tone="warning" />
      </Inline>
      <Inline $gap="sm" $justify="between">
        <Amount fen={128000} />
        <Button variant="ghost">刷新</Button>
      </Inline>
      <Inline $gap="xs" $wrap>
        {['真人', '电子', '棋牌', '体育', '彩票', '捕鱼', '电竞'].map((name) => (
          <StatusTag key={name} label={name} />
        ))}
      </Inline>
    </div>
  ),
};

export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: (args) => (
    <Inline {...args} $justify="between">
      <Inline $grow as="span">
        <span style={{ overflowWrap: 'anywhere' }}>订单号 CZ2024052021300001</span>
      </Inline>
      <StatusTag label="审核中" tone="warning" />
    </Inline>
  ),
};
