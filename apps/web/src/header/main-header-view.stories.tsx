import { fn } from 'storybook/test';
import { SITE_NAME, siteLogoFixture } from '@h5/test-utils';
import { MainHeaderView } from './main-header-view';
import MemberActionsView from './member-actions-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Shell/Header',
  component: MainHeaderView,
  args: {
    logo: siteLogoFixture,
    title: SITE_NAME,
    member: null,
    onMenu: fn(),
    loginHref: '#/login',
    registerHref: '#/login?type=1',
    onLogin: fn(),
    onRegister: fn(),
  },
} satisfies Meta<typeof MainHeaderView>;

export default meta;
type Story = StoryObj<typeof meta>;

const member = (balance: number | undefined, busy = false) => (
  <MemberActionsView balance={balance} refreshing={busy} recycling={busy} onRefresh={fn()} onRecycle={fn()} />
);

export const Visitor: Story = {};

export const Member: Story = { args: { member: member(123450) } };

/** Before the first balance answer: a skeleton the size of the amount. */
export const MemberLoading: Story = { args: { member: member(undefined) } };

export const MemberRefreshing: Story = { args: { member: member(123450, true) } };

/** ¥9,876,543.21 shown whole: the amount shrinks, nothing is cut. */
export const LargeBalance: Story = { args: { member: member(9_876_543_21) } };

/** No logo yet (first visit, app info loading): the site title stands in. */
export const NoLogo: Story = { args: { logo: undefined } };

export const Narrow320: Story = { args: { member: member(9_876_543_21) }, globals: { viewport: { value: 'narrow', isRotated: false } } };
