import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MainHeaderView } from './main-header-view';

const logo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="112" height="28"><rect width="28" height="28" rx="6" fill="#d4a017"/><text x="34" y="20" font-size="15" font-weight="700" fill="#c8102e">皇冠体育</text></svg>',
  );

const meta = {
  title: 'Shell/Header',
  component: MainHeaderView,
  args: {
    logo,
    title: '皇冠体育',
    loggedIn: false,
    onMenu: fn(),
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

/** Before the first balance answer. */
export const MemberLoading: Story = { args: { loggedIn: true, balance: undefined } };

export const MemberRefreshing: Story = { args: { loggedIn: true, balance: 123450, refreshing: true, recycling: true } };

export const LargeBalance: Story = { args: { loggedIn: true, balance: 9_876_543_21 } };

/** No logo yet (first visit, app info loading): the site title stands in. */
export const NoLogo: Story = { args: { logo: undefined } };

export const Narrow320: Story = { args: { loggedIn: true, balance: 9_876_543_21 }, parameters: { frameWidth: 320 } };
