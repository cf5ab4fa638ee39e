import { fn } from 'storybook/test';
import { SITE_NAME, siteAppInfo } from '@h5/test-utils';
import { WelcomeModal } from './welcome-modal';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Shell/Welcome Modal',
  component: WelcomeModal,
  args: {
    title: SITE_NAME,
    html: `${siteAppInfo.webcontent}<p>本站倡导理性娱乐，未满18周岁请勿参与。</p>`,
    onClose: fn(),
  },
} satisfies Meta<typeof WelcomeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Long operator text scrolls inside the panel. */
export const LongText: Story = {
  args: {
    html: Array.from({ length: 14 }, (_, i) => `<p>第${i + 1}条：本站所有优惠活动以页面公告为准，最终解释权归本站所有。</p>`).join(''),
  },
};

export const NoTitle: Story = { args: { title: '' } };

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
