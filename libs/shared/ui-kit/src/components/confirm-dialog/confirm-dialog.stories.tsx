import { useState } from 'react';
import { fn } from 'storybook/test';
import { ConfirmDialog, confirm } from './confirm-dialog';
import { Button } from '../button/button';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'A controlled confirm/cancel question on the one Dialog. The mask does not close it; Escape counts as 取消. For one-off questions call `confirm()` (resolves true/false) or `alert()`.',
  '',
  '**Do**',
  '- Use `confirm()`/`alert()` for a one-question dialog (退出登录, 解除绑定).',
  '- Set `busy` while the confirmed action runs: both buttons are disabled.',
  '',
  "**Don't**",
  '- Build your own overlay or mask for a question.',
  '- Put forms or long content in it: use Modal for information.',
].join('\n');

const meta = {
  title: 'UI Kit/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    visible: true,
    title: '温馨提示',
    content: '确定要解除绑定该卡片吗？',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { docs: { description: { component: description }, story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After 确定 while the call runs: both buttons disabled, the spinner on 确定. */
export const Busy: Story = { args: { busy: true } };

/** No title, just the question (the logout confirm). */
export const NoTitle: Story = { args: { title: undefined, content: '您确定要退出登录吗?' } };

export const LongText: Story = {
  args: {
    title: '存款须知：请仔细阅读以下内容后再进行操作',
    content:
      '请务必使用本人实名的银行卡进行转账，转账金额需与提交金额完全一致，否则将无法自动到账。如有疑问请联系在线客服，我们将在第一时间为您处理。'.repeat(
        2,
      ),
    confirmText: '我已阅读并同意',
    cancelText: '返回修改',
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

function ImperativeDemo() {
  const [answer, setAnswer] = useState('尚未选择');
  const ask = async () => {
    const ok = await confirm({ title: '温馨提示', content: '精彩内容等你来体验，快来登录吧！' });
    setAnswer(ok ? '已确定' : '已取消');
  };
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={ask}>退出登录</Button>
      <p>结果：{answer}</p>
    </div>
  );
}

/** The promise helper: `await confirm({ title, content })` resolves true or false. Tap the button. */
export const Imperative: Story = { render: () => <ImperativeDemo /> };
