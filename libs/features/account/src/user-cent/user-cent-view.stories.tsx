import { fn } from 'storybook/test';
import { UserCentView } from './user-cent-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Account/UserCent',
  component: UserCentView,
  args: { onBack: fn(), linkTo: (to) => ({ href: to }) },
} satisfies Meta<typeof UserCentView>;

export default meta;

/** The four entries: 个人信息, 卡片管理, 登录密码, 取款密码. */
export const Entries: StoryObj<typeof meta> = {};
