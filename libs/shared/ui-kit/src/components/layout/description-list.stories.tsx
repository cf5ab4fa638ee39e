import { DescriptionList } from './description-list';
import { Amount } from '../amount/amount';
import { Card } from '../card/card';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'Terms and their values in one `dl` (each pair grouped, so it never splits): a record’s figures in a row, or `columns` of them; `figures` shows large bold counts under their terms.',
  '',
  '**Do**',
  '- Use it for labelled values: 投注金额 / 派彩, 剩余次数 / 已领取.',
  '',
  "**Don't**",
  '- Use it for a table of many rows with column headings: that is a `table`.',
].join('\n');

const meta = {
  title: 'UI Kit/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: {
    items: [
      { term: '投注金额', detail: <Amount fen={10000} size="sm" /> },
      { term: '派彩', detail: <Amount fen={8000} size="sm" signed tone="success" /> },
    ],
  },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Two columns of record details, and three centred counts shown large. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card>
        <DescriptionList
          columns={2}
          gap="md"
          rowGap="xs"
          items={[
            { term: '充值金额', detail: <Amount fen={50000} size="sm" /> },
            { term: '红包金额', detail: <Amount fen={888} size="sm" tone="danger" /> },
            { term: '充值时间', detail: '2024-05-20 21:30:00' },
            { term: '领取时间', detail: '—' },
          ]}
        />
      </Card>
      <Card>
        <DescriptionList
          columns={3}
          gap="md"
          figures
          centered
          items={[
            { term: '剩余次数', detail: 3 },
            { term: '已领取', detail: 1 },
            { term: '最多次数', detail: 5 },
          ]}
        />
      </Card>
    </div>
  ),
};

export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: {
    items: [
      { term: '订单号', detail: 'CZ2024052021300001CZ2024052021300001' },
      { term: '投注金额', detail: <Amount fen={123456789} size="sm" /> },
    ],
  },
};
