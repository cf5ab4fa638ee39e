import { DetailRows } from './detail-rows';
import { Amount } from '../amount/amount';
import { Card } from '../card/card';
import { Stack } from '../layout/stack';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'Terms beside their details, one row each: an order’s facts (订单号 … 存款时间), the accounts to pay to, a form’s figures. A row given `copy` ends with a CopyButton: the one copyable row of /recharge and /payInfo.',
  '',
  '**Do**',
  '- Give `copy` the exact value (the order number), unformatted.',
  '- Use `termColumn` when the terms should line up in one column (每日 / 每周 / 每月 and their figures).',
  '',
  "**Don't**",
  '- Use it for figures under their terms in columns: that is DescriptionList.',
  '- Use it for a table with column headings: that is DataTable.',
].join('\n');

const order = [
  { term: '订单号', detail: 'CZ2024052021300001', copy: 'CZ2024052021300001' },
  { term: '存款时间', detail: '2024-05-20 21:30:00' },
  { term: '存款方式', detail: '支付宝' },
];

const meta = {
  title: 'UI Kit/DetailRows',
  component: DetailRows,
  tags: ['autodocs'],
  args: { rows: order },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof DetailRows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Divided rows with a copy button; tight figures; two ruled lists of copy rows as tall as their buttons; terms in a column. */
export const AllVariants: Story = {
  render: () => (
    <Stack $gap="lg">
      <Card>
        <DetailRows divided rows={order} />
      </Card>
      <Card>
        <DetailRows
          padding="xs"
          rows={[
            { term: '手续费', detail: '1.00 USDT' },
            { term: '汇率', detail: '7.2' },
            { term: '实际到账', detail: '13.89 USDT' },
          ]}
        />
      </Card>
      <Card>
        {['6222021234567890', '6214830100998877665'].map((account) => (
          <DetailRows
            key={account}
            padding={0}
            ruled
            rows={[
              { term: '收款账号', detail: account, copy: account },
              { term: '收款人', detail: '张三', copy: '张三' },
            ]}
          />
        ))}
      </Card>
      <Card>
        <DetailRows
          termColumn
          divided
          rows={[
            { term: '每日', detail: <Amount fen={100000} size="sm" /> },
            { term: '每周', detail: '不限' },
          ]}
        />
      </Card>
    </Stack>
  ),
};

/** At 320 px: a long address wraps beside its term, the copy button keeps its size. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: {
    divided: true,
    rows: [
      { term: '收款地址', detail: 'TXYZa1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6', copy: 'TXYZa1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6' },
      { term: 'Endereço de recebimento', detail: 'Banco do Brasil, agência 1234' },
    ],
  },
};
