import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WelcomeModal } from './welcome-modal';

const meta = {
  title: 'Shell/Welcome modal',
  component: WelcomeModal,
  args: {
    title: '皇冠体育',
    html: '<p>欢迎来到<strong>皇冠体育</strong>！</p><p>新会员首存即享优惠，更多活动请前往优惠页面查看。</p><p>本站倡导理性娱乐，未满18周岁请勿参与。</p>',
    onClose: fn(),
  },
} satisfies Meta<typeof WelcomeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Long operator text scrolls inside the panel. */
export const LongText: Story = {
  args: { html: Array.from({ length: 14 }, (_, i) => `<p>第${i + 1}条：本站所有优惠活动以页面公告为准，最终解释权归本站所有。</p>`).join('') },
};

export const NoTitle: Story = { args: { title: '' } };

export const Narrow320: Story = { parameters: { frameWidth: 320 } };
