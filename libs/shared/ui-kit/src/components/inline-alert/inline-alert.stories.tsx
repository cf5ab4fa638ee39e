import type { Meta, StoryObj } from '@storybook/react-vite';
import { InlineAlert } from './inline-alert';

const meta = {
  title: 'UI Kit/InlineAlert',
  component: InlineAlert,
  args: { children: '用户名或密码错误' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A server refusal above the submit button, a rule under its field, a neutral hint. */
export const AllVariants: Story = {
  render: () => (
    <div>
      <InlineAlert>验证码错误，请重新输入</InlineAlert>
      <div style={{ marginTop: 16, borderBottom: '1px solid #C4262C', padding: '8px 0' }}>ab</div>
      <InlineAlert variant="field">用户名长度不能小于6位</InlineAlert>
      <InlineAlert tone="info">每日可提现3次，单笔最低100元</InlineAlert>
    </div>
  ),
};

/** Above the submit button: the server's message, announced at once. */
export const ServerError: Story = {};

export const Narrow320: Story = {
  args: { children: '您的账号已在其他设备登录，如非本人操作请立即修改密码并联系在线客服' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
