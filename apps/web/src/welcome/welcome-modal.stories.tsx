import { fn } from 'storybook/test';
import { SITE_NAME, siteAppInfo, withRouter } from '@h5/test-utils';
import { WelcomeModalView } from './welcome-modal';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Shell/Welcome Modal',
  component: WelcomeModalView,
  decorators: [withRouter],
  args: {
    offer: false,
    title: SITE_NAME,
    html: `${siteAppInfo.webcontent}<p>本站倡导理性娱乐，未满18周岁请勿参与。</p>`,
    onClose: fn(),
  },
} satisfies Meta<typeof WelcomeModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The operator says the text announces a deposit offer (index_modal_recharge 1): 去存款 above 今日不再提示. */
export const DepositOffer: Story = {
  name: 'With the deposit offer button',
  args: { offer: true, html: '<p>欢迎来到<strong>皇冠体育</strong>！</p><p>新会员首存即享优惠，更多活动请前往优惠页面查看。</p>' },
};

export const DepositOffer320: Story = {
  name: 'With the deposit offer button at 320 px',
  args: { ...DepositOffer.args },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** Long operator text scrolls inside the panel. */
export const LongText: Story = {
  args: {
    html: Array.from({ length: 14 }, (_, i) => `<p>第${i + 1}条：本站所有优惠活动以页面公告为准，最终解释权归本站所有。</p>`).join(''),
  },
};

export const NoTitle: Story = { args: { title: '' } };

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
