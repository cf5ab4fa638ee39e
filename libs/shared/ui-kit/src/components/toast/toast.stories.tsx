import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { showError, showToast } from './toast';

interface ToastDemoProps {
  label: string;
  show: () => void;
}

function ToastDemo({ label, show }: ToastDemoProps) {
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={show}>{label}</Button>
    </div>
  );
}

const meta = {
  title: 'UI Kit/Toast',
  component: ToastDemo,
  args: { label: '再次显示', show: () => showToast('操作成功！') },
  // Each story shows its toast once on load, so the page documents the look; the text is
  // also announced through a polite role=status region.
  play: ({ args }) => args.show(),
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { show: () => showToast('复制成功！', { icon: 'success', duration: 60_000 }) } };

/** showError with the server's message. */
export const Failure: Story = { args: { show: () => showError('余额不足，请先充值') } };

export const LongText: Story = {
  args: { show: () => showToast('提交成功，等待后台审核。审核通过后资金将自动到账，请留意站内信通知。', { duration: 60_000 }) },
};

export const Narrow320: Story = {
  args: { show: () => showToast('操作成功！', { duration: 60_000 }) },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
