import { fn } from 'storybook/test';
import { Screen } from './screen';
import { Amount } from '../amount/amount';
import { Button } from '../button/button';
import { Card, Section } from '../card/card';
import { Tabs } from '../tabs/tabs';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "The layout of a feature screen: the sticky back-arrow bar with the screen's one h1 (and tabs or filters kept under it), then the screen's blocks in one centred column.",
  '',
  '**Do**',
  "- Use the spec's screen title and pass `onBack`.",
  '- Put tabs and record filters in `sticky`, so they stay under the bar while the list scrolls.',
  '- Set `banner` on screens where the shell hides its header.',
  '',
  "**Don't**",
  '- Add a <main>: the shell gives every page its one main landmark.',
  '- Draw your own nav bar, page padding or fixed bottom bar (and the spacer under it) inside a screen.',
].join('\n');

const blocks = (
  <>
    <Section title="钱包余额">
      <Amount fen={128050} size="lg" tone="accent" />
    </Section>
    <Card>转账遇到问题？请联系人工客服。</Card>
  </>
);

const meta = {
  title: 'UI Kit/Screen',
  component: Screen,
  tags: ['autodocs'],
  args: { title: '我的钱包', onBack: fn(), children: blocks },
  parameters: { layout: 'fullscreen', docs: { description: { component: description } } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A link or button in the bar's right slot (/transfer's 人工客服). */
export const WithRightSlot: Story = { args: { title: '转账', right: <Button variant="text">客服</Button> } };

/** Tabs kept under the bar while the blocks scroll (/withdrawal, /message). */
export const WithSticky: Story = {
  args: {
    title: '取款',
    sticky: (
      <Tabs
        activeKey="usdt"
        onChange={fn()}
        stretch
        items={[
          { key: 'usdt', title: 'USDT' },
          { key: 'bank', title: '银行卡' },
        ]}
      />
    ),
  },
};

/** The screen's one action fixed at the bottom (/activityInfo's 立即申请): the last block stays clear of it. */
export const WithFooter: Story = {
  args: {
    title: '活动详情',
    footer: (
      <Button block onClick={fn()}>
        立即申请
      </Button>
    ),
  },
};

/** No bar: /message and /abouts get theirs from the shell; only the blocks' column is drawn. */
export const NoBar: Story = { args: { title: undefined, onBack: undefined } };

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
