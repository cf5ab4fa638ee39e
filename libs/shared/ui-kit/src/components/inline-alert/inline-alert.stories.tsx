import { InlineAlert } from './inline-alert';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "The one way a form or a failed call speaks inline: a validation message under its field, or the server's refusal above the submit button. Danger messages are announced (role=alert).",
  '',
  '**Do**',
  "- Show the spec's message text under the field or above the submit button.",
  '- Link it to its field with `id` / `aria-describedby`.',
  '',
  "**Don't**",
  '- Colour text red yourself or put errors in the nav bar.',
  '- Use it for success messages: use a toast.',
].join('\n');

const meta = {
  title: 'UI Kit/InlineAlert',
  component: InlineAlert,
  tags: ['autodocs'],
  args: { children: '用户名或密码错误' },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
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
