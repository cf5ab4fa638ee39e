import type { Meta, StoryObj } from '@storybook/react-vite';
import { Amount } from './amount';

const meta = {
  title: 'ui-kit/Amount',
  component: Amount,
  args: { fen: 128050, currency: true, size: 'lg' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'accent', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { loading: true } };

/** No value yet (or none from the server): a dash, never a blank. */
export const Empty: Story = { args: { fen: null } };

/** A loss on a bet record: negative and in the danger tone. */
export const Error: Story = { args: { fen: -20000, tone: 'danger' } };

export const LongText: Story = { name: 'LongText', args: { fen: 999999999999, size: 'xl' } };

export const Narrow320: Story = {
  name: 'Narrow320',
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 }}>
      <span>总资产（中心钱包 + 游戏钱包）</span>
      <Amount {...args} />
    </div>
  ),
  args: { fen: 1234567890, size: 'md' },
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Amount {...args} tone="default" />
      <Amount {...args} tone="accent" />
      <Amount {...args} tone="success" />
      <Amount {...args} tone="warning" />
      <Amount {...args} tone="danger" />
    </div>
  ),
};
