import { showError, showToast } from './toast';
import { Button } from '../button/button';
import type { Meta, StoryObj } from '@storybook/react-vite';

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

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'Short messages that disappear by themselves (`showToast`, `showError`), also announced to screen readers. The stories show each toast once on load; there are no props, only the functions.',
  '',
  '**Do**',
  '- Use `showToast` for success (复制成功！) and `showError` for a refused action.',
  '- Keep the text short and from the spec.',
  '',
  "**Don't**",
  "- Use a toast for a form field's error: use InlineAlert.",
  "- Call antd-mobile's Toast directly: it is not announced.",
].join('\n');

const meta = {
  title: 'UI Kit/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  args: { label: '再次显示', show: () => showToast('操作成功！') },
  // Each story shows its toast once on load, so the page documents the look; the text is
  // also announced through a polite role=status region.
  play: ({ args }) => args.show(),
  parameters: { docs: { description: { component: description }, story: { inline: false, iframeHeight: 560 } } },
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
