import { Amount } from './amount';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "Shows money in the product's one format: integer fen in, `¥1,234.50` out (yuan, commas by three, two decimals). Long balances shrink to fit their slot and wrap as a last resort.",
  '',
  '**Do**',
  '- Pass the fen from the API and let Amount format it.',
  '- Use `tone` for meaning (派彩 success, 输赢 danger) and `currency={false}` when the column header already says 元.',
  '- Pass `loading` while the value is on its way and `null` when there is none (shows —).',
  '',
  "**Don't**",
  '- Format money yourself (`toFixed`, template strings) or divide fen by 100 in a screen.',
  '- Cut a balance with an ellipsis or `overflow: hidden`: a player must always see the whole amount.',
].join('\n');

const meta = {
  title: 'UI Kit/Amount',
  component: Amount,
  tags: ['autodocs'],
  args: { fen: 128050, size: 'lg' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'accent', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8, padding: '6px 0' }}>
    <span>{label}</span>
    {children}
  </div>
);

/** Every size and tone in the one money format (¥, commas by three, two decimals). */
export const AllVariants: Story = {
  render: (args) => (
    <div>
      <Row label="小号 sm">
        <Amount {...args} size="sm" />
      </Row>
      <Row label="中号 md">
        <Amount {...args} size="md" />
      </Row>
      <Row label="大号 lg">
        <Amount {...args} size="lg" />
      </Row>
      <Row label="特大 xl">
        <Amount {...args} size="xl" />
      </Row>
      <Row label="中心钱包">
        <Amount {...args} tone="accent" />
      </Row>
      <Row label="派彩">
        <Amount {...args} fen={88800} signed tone="success" />
      </Row>
      <Row label="审核中">
        <Amount {...args} tone="warning" />
      </Row>
      <Row label="输赢">
        <Amount {...args} fen={-20000} tone="danger" />
      </Row>
      <Row label="无单位（列头已写元）">
        <Amount {...args} currency={false} />
      </Row>
    </div>
  ),
};

export const Loading: Story = { args: { loading: true } };

/** No value from the server: a dash, never a blank. */
export const NoValue: Story = { args: { fen: null } };

/** A balance in the billions: smaller type, never cut off. */
export const LargeBalance: Story = { args: { fen: 987654321012, size: 'xl' } };

export const Narrow320: Story = {
  render: (args) => (
    <Row label="总资产（中心钱包 + 游戏钱包）">
      <Amount {...args} />
    </Row>
  ),
  args: { fen: 1234567890, size: 'md' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
