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
  title: 'ui-kit/Toast',
  component: ToastDemo,
  args: { label: '显示提示', show: () => showToast('操作成功！') },
  // Each story also shows its toast once on load, so the page documents the look.
  play: ({ args }) => args.show(),
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { label: '加载提示', show: () => showToast('加载中…', { icon: 'loading', duration: 3000 }) } };

/** showError with no server message falls back to the generic text. */
export const Empty: Story = { args: { label: '无消息的错误', show: () => showError() } };

export const Error: Story = { args: { label: '服务器错误', show: () => showError('余额不足，请先充值') } };

export const LongText: Story = {
  name: 'LongText',
  args: { label: '长提示', show: () => showToast('提交成功，等待后台审核。审核通过后资金将自动到账，请留意站内信通知。') },
};

export const Narrow320: Story = {
  name: 'Narrow320',
  args: { label: '复制', show: () => showToast('复制成功！', { icon: 'success' }) },
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
