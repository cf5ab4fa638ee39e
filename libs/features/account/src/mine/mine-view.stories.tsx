import { fn } from 'storybook/test';
import { ROUTES } from '@h5/routing';
import { userFixture, withRouter } from '@h5/test-utils';
import { MineView } from './mine-view';
import { mineShortcuts } from './use-mine';
import { AVATAR_PNG, agentUserFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Account/Mine',
  component: MineView,
  decorators: [withRouter],
  args: {
    user: userFixture,
    central: 128050,
    failed: false,
    onRetry: fn(),
    avatarSrc: null,
    avatarUploading: false,
    avatarRefusal: null,
    onPickAvatar: fn(),
    refreshing: false,
    onRefresh: fn(),
    shortcuts: mineShortcuts(0),
    onLogout: fn(),
    serviceLink: { href: ROUTES.kefu },
    userInfoLink: { href: ROUTES.userInfo },
  },
} satisfies Meta<typeof MineView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A VIP3 member without a picture: 合营计划 among the shortcuts. */
export const Member: Story = {};

/** An agent (isagent 1) with an avatar: 代理登录 instead of 合营计划. */
export const Agent: Story = { args: { user: agentUserFixture, avatarSrc: AVATAR_PNG, shortcuts: mineShortcuts(1) } };

export const Loading: Story = { args: { user: undefined, central: undefined } };

export const Error: Story = { args: { user: undefined, central: undefined, failed: true } };

/** A .jpg was picked: refused with the reason. */
export const AvatarRefused: Story = { args: { avatarRefusal: '只支持gif和png格式的图片' } };

/** The picked png shows at once while it uploads. */
export const AvatarUploading: Story = { args: { avatarSrc: AVATAR_PNG, avatarUploading: true } };

/** A rich member's balance stays whole on a 320 px screen. */
export const BigBalance: Story = {
  args: { user: { ...userFixture, balance: '12345678.90', username: 'lucky_dragon_2026' }, central: 1234567890 },
};
