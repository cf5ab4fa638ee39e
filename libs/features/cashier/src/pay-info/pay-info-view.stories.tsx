import { fn } from 'storybook/test';
import { withRouter } from '@h5/test-utils';
import { PayInfoView } from './pay-info-view';
import { uploadedPayPicture, usdtPayInfoFixture, wechatPayInfoFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

// A pinned clock: the order was created at 14:30:00 Beijing time and it is 14:42:25 now.
const created = '2026-11-23 14:30:00';
const createdMs = Date.UTC(2026, 10, 23, 6, 30, 0);
const now = () => createdMs + 12 * 60_000 + 25_000;
const data = usdtPayInfoFixture(created);

const meta = {
  title: 'Features/Cashier/PayInfo',
  component: PayInfoView,
  decorators: [withRouter],
  args: { data, deadline: createdMs + 3_600_000, failed: false, onRetry: fn(), now, onDone: fn(), onBack: fn() },
} satisfies Meta<typeof PayInfoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** USDT: 47:35 left, protocol, copyable address and the QR drawn from the address. */
export const Usdt: Story = {};

/** WeChat: the QR of the channel's payment link, the link with its copy button. */
export const WechatLink: Story = { name: 'Payment link', args: { data: wechatPayInfoFixture(created) } };

/** The operator uploaded a picture for the channel: it is shown instead of the drawn QR. */
export const UploadedPicture: Story = {
  name: 'Operator picture wins',
  args: { data: { ...data, cardlist: { mch_id: 'TXb6sVbW1q4RzVh3kzF7WcJm2aN8pQe5Lr', content: '', payimg: uploadedPayPicture } } },
};

/** More than an hour since the order: 00:00. */
export const Expired: Story = { args: { now: () => createdMs + 2 * 3_600_000 } };

/** Alipay with no channel configured: no address, no picture. */
export const NoChannel: Story = {
  name: 'Alipay without a channel',
  args: {
    data: { ...data, kind: 'alipay', cardlist: null, info: { ...data.info, paytype: '支付宝', catepay: undefined, real_money: undefined } },
  },
};

export const Loading: Story = { args: { data: undefined, deadline: undefined } };

export const LoadFailed: Story = { name: 'Load failed', args: { data: undefined, deadline: undefined, failed: true } };

export const Narrow320: Story = {
  name: 'Long address at 320 px',
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
