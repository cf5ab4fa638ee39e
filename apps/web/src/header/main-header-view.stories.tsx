import type { Meta, StoryObj } from '@storybook/react-vite';
import { SITE_NAME, siteLogoFixture } from '@h5/test-utils';
import { fn } from 'storybook/test';
import { MainHeaderView } from './main-header-view';

const meta = {
  title: 'Features/Shell/Header',
  component: MainHeaderView,
  args: {
    logo: siteLogoFixture,
    title: SITE_NAME,
    loggedIn: false,
    onMenu: fn(),
    loginHref: '#/login',
    registerHref: '#/login?type=1',
    onLogin: fn(),
    onRegister: fn(),
    onRefresh: fn(),
    onRecycle: fn(),
  },
} satisfies Meta<typeof MainHeaderView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const Member: Story = { args: { loggedIn: true, balance: 123450 } };

/** Before the first balance answer: a skeleton the size of the amount. */
export const MemberLoading: Story = { args: { loggedIn: true, balance: undefined } };

export const MemberRefreshing: Story = { args: { loggedIn: true, balance: 123450, refreshing: true, recycling: true } };

/** ¥9,876,543.21 shown whole: the amount shrinks, nothing is cut. */
export const LargeBalance: Story = { args: { loggedIn: true, balance: 9_876_543_21 } };

/** No logo yet (first visit, app info loading): the site title stands in. */
export const NoLogo: Story = { args: { logo: undefined } };

export const Narrow320: Story = { args: { loggedIn: true, balance: 9_876_543_21 }, globals: { viewport: { value: 'narrow', isRotated: false } } };
