import { RecordDetail, RecordRow } from './record-row';
import { Amount } from '../amount/amount';
import { StatusTag } from '../status-tag/status-tag';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'One record of a paged history (投注记录, 交易记录, 返水中心, 活动记录): a card with what the record is about in bold, its status or amount top right, then its small lines (order number, time) and any figures.',
  '',
  '**Do**',
  '- Put the StatusTag (or the amount, where there is no status) in `aside`.',
  '- Use `RecordDetail tone="secondary"` for order numbers and the default tone for times; `half` keeps a line to the left column when something sits beside it.',
  '- Render it from PagedList, one per record.',
  '',
  "**Don't**",
  '- Cut an order number or a game name: they wrap.',
  '- Use it for summaries or forms: it is one row of a list.',
].join('\n');

const meta = {
  title: 'UI Kit/RecordRow',
  component: RecordRow,
  tags: ['autodocs'],
  subcomponents: { RecordDetail },
  args: {
    title: 'AG真人',
    aside: <StatusTag label="已结算" tone="success" />,
    children: (
      <>
        <RecordDetail tone="secondary">订单号：AG2611221830120001</RecordDetail>
        <RecordDetail>2026-11-22 18:30:12</RecordDetail>
      </>
    ),
  },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof RecordRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status, the order number and the time (投注记录, 活动记录). */
export const Default: Story = {};

/** 交易记录: the time on the left with the amount beside it. */
export const WithAmount: Story = {
  args: {
    title: 'USDT',
    aside: <StatusTag label="审核中" tone="warning" />,
    children: (
      <>
        <RecordDetail tone="secondary">订单号：D20261123143001</RecordDetail>
        <RecordDetail half>2026-11-23 14:58:08</RecordDetail>
        <Amount fen={70000} size="sm" />
      </>
    ),
  },
};

/** A long game name and order number wrap instead of being cut. */
export const LongText: Story = {
  args: {
    title: 'PG电子·麻将胡了2（超级加倍版）限时活动专区',
    children: (
      <>
        <RecordDetail tone="secondary">订单号：PG2611221830120001987654321012345678</RecordDetail>
        <RecordDetail>2026-11-22 18:30:12 · 领取时间 2026-11-23 09:00:00</RecordDetail>
      </>
    ),
  },
};

export const Narrow320: Story = {
  args: { title: '沙巴体育', aside: <Amount fen={1_234_567_89} size="sm" /> },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
