import { fn } from 'storybook/test';
import { Dialog } from './dialog';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "The product's one dialog: one width, a centred title, the kit's buttons in the footer, a busy state, focus trapped and given back on close, Escape closes. Modal, ConfirmDialog, `confirm()` and `alert()` are all this component.",
  '',
  '**Do**',
  '- Use `confirm()`/`alert()` for one-question dialogs and Modal for information.',
  '- Set `busy` while the action runs: both footer buttons are disabled.',
  '',
  "**Don't**",
  '- Build your own overlay, mask or dialog width.',
  '- Put raw `<button>`s in the footer: pass `confirm`/`cancel` actions.',
].join('\n');

const meta = {
  title: 'UI Kit/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: '温馨提示',
    children: '转账成功后，资金将实时到达目标钱包。',
    confirm: { label: '确定', onClick: fn() },
    cancel: { label: '取消', onClick: fn() },
    onClose: fn(),
  },
  parameters: { docs: { description: { component: description }, story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one dialog: 320 px, centred title, the kit's ghost + primary buttons, focus inside, Escape closes. */
export const Default: Story = {};

/** While the confirmed call runs: both buttons disabled, spinner on the main one, Escape ignored. */
export const Busy: Story = { args: { busy: true } };

/** An information dialog with the × (Modal uses this form). */
export const WithClose: Story = { args: { confirm: undefined, cancel: undefined, closable: true, closeOnMask: true } };

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
