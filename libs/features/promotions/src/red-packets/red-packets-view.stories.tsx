import { fn } from 'storybook/test';
import { RedPacketsView } from './red-packets-view';
import { redPacketInfoFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Promotions/RedPackets',
  component: RedPacketsView,
  args: {
    closed: false,
    waiting: false,
    info: redPacketInfoFixture,
    failed: false,
    onRetry: fn(),
    grabbing: false,
    onGrab: fn(),
    popup: null,
    onClosePopup: fn(),
    onRecharge: fn(),
    onRecords: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof RedPacketsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two grabs left of three, with the recharge bands. */
export const Ready: Story = {};

/** No rules configured: no table, only the rule text. */
export const NoRules: Story = { args: { info: { ...redPacketInfoFixture, rules: [] } } };

/** A grab won ¥18.88. */
export const Won: Story = { args: { popup: { kind: 'won', fen: 1888 } } };

/** No grab left: recharge now. */
export const Insufficient: Story = {
  args: { info: { ...redPacketInfoFixture, sendnums: 0, acquirednum: 3 }, popup: { kind: 'insufficient' } },
};

/** Before the event starts. */
export const NotStarted: Story = { args: { popup: { kind: 'notStarted' } } };

/** After the event. */
export const Ended: Story = { args: { popup: { kind: 'ended' } } };

/** The network failed during a grab. */
export const NetworkFailure: Story = { args: { popup: { kind: 'failed', message: '服务器异常，请稍后再试' } } };

/** redpacket_switch is 0. */
export const Closed: Story = { args: { closed: true, info: undefined } };

/** The info is on its way. */
export const Loading: Story = { args: { waiting: true, info: undefined } };
