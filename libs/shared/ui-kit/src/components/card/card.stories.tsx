import { Card, Section } from './card';
import { Amount } from '../amount/amount';
import { Skeleton } from '../skeleton/skeleton';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'A titled card (`Section`): one block of a screen such as the wallet summary, rules or record filters, with an optional action on the right.',
  '',
  '**Do**',
  '- Group one topic per Section with a short title (钱包余额).',
  '- Put a small action (刷新, 全部) in `extra`.',
  '',
  "**Don't**",
  '- Nest Sections inside Sections or add your own borders and shadows.',
  '- Use a Section as a page layout or for a single line of text.',
].join('\n');

const meta = {
  title: 'UI Kit/Section',
  component: Section,
  tags: ['autodocs'],
  args: { title: '钱包余额', extra: '刷新', children: <Amount fen={128000} size="lg" tone="accent" /> },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Skeleton sized like the amount it stands for. */
export const Loading: Story = { args: { children: <Skeleton width={120} height={20} /> } };

export const LongTitle: Story = {
  args: {
    title: '活动规则：每日首存即送 100% 彩金，最高可得 8888 元，仅限真人、电子与棋牌场馆',
    children:
      '1. 活动期间每位会员每日仅可参与一次；2. 彩金需完成 10 倍流水方可提款；3. 同一 IP、同一设备、同一银行卡视为同一会员；4. 平台保留对活动的最终解释权。',
  },
};

/** The plain Card (no title) holding a summary, and a dense one (home's bars): md radius, tighter padding. */
export const PlainCard: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Card>
        <strong>总资产</strong>
        <div style={{ marginTop: 8 }}>
          <Amount fen={1280000} size="xl" />
        </div>
      </Card>
      <Card $radius="md" $padding={['sm', 'md']}>
        最新公告：每日首次登录即可领取红包
      </Card>
    </div>
  ),
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
