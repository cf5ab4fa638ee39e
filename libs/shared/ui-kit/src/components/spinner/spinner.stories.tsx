import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = {
  title: 'ui-kit/Spinner',
  component: Spinner,
  decorators: [(Story) => <div style={{ padding: 24, textAlign: 'center' }}>{Story()}</div>],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { showLabel: true } };

/** A spinner has no empty state; the smallest inline size is the closest. */
export const Empty: Story = { args: { size: 14 } };

/** Shown while a retry is in flight after an error. */
export const Error: Story = { args: { showLabel: true, label: '正在重新加载' } };

export const LongText: Story = { name: 'LongText', args: { showLabel: true, label: '正在为您同步所有场馆的余额，请稍候片刻，不要离开本页面' } };

export const Narrow320: Story = {
  name: 'Narrow320',
  args: { showLabel: true },
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const Large: Story = { args: { size: 40 } };
