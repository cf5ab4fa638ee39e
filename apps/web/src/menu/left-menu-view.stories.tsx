import { fn } from 'storybook/test';
import { SITE_NAME } from '@h5/test-utils';
import { LeftMenuView } from './left-menu-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Shell/Left Menu',
  component: LeftMenuView,
  args: {
    visible: true,
    siteTitle: SITE_NAME,
    loggedIn: false,
    h5Url: 'https://h5.huangguan.example.com',
    serviceUrl: 'https://service.example.com/chat',
    onClose: fn(),
    onNavigate: fn(),
    onLogout: fn(),
    locale: 'zh-CN',
    onLanguage: fn(),
  },
} satisfies Meta<typeof LeftMenuView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

/** A member also sees 消息中心, and 安全退出 instead of 立即登录. */
export const Member: Story = { args: { loggedIn: true } };

/** App info and the service address not answered yet. */
/** A time-out's or self-exclusion's withdraw-only session: only what it can use. */
export const WithdrawOnly: Story = { args: { loggedIn: true, withdrawOnly: true } };

export const AppInfoPending: Story = { args: { siteTitle: undefined, h5Url: undefined, serviceUrl: undefined } };

export const LongDomain: Story = { args: { h5Url: 'https://www.a-very-long-permanent-domain-name-for-the-site.example.com/h5/' } };

export const Narrow320: Story = { args: { loggedIn: true }, globals: { viewport: { value: 'narrow', isRotated: false } } };
