import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: '立即存款', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'ghost', 'text'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { loading: true, children: '提交中' } };

/** Nothing to act on yet (empty form): the disabled button. */
export const Empty: Story = { args: { disabled: true, children: '立即取款' } };

/** The retry button error states show. */
export const Error: Story = { args: { variant: 'ghost', children: '重新加载' } };

export const LongText: Story = {
  name: 'LongText',
  args: { block: true, children: '取款遇到问题？联系人工客服解决，我们将在第一时间为您处理' },
};

export const Narrow320: Story = {
  name: 'Narrow320',
  args: { block: true },
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, padding: 16, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        确定
      </Button>
      <Button {...args} variant="ghost">
        取消
      </Button>
      <Button {...args} variant="text">
        最大金额
      </Button>
    </div>
  ),
};

export const Block: Story = {
  args: { block: true, children: '立即转账' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
};
