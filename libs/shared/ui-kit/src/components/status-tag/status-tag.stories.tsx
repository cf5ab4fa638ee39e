import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusTag } from './status-tag';

const meta = {
  title: 'ui-kit/StatusTag',
  component: StatusTag,
  args: { label: '已通过', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'default'] } },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Pending review is the "still loading" state of an order. */
export const Loading: Story = { args: { label: '审核中', tone: 'warning' } };

/** The spec's status 0 / 4: undefined. */
export const Empty: Story = { args: { label: '未定义', tone: 'default' } };

export const Error: Story = { args: { label: '已拒绝', tone: 'danger' } };

export const LongText: Story = {
  name: 'LongText',
  args: { label: '待结算（场馆维护中，预计24小时内完成结算）', tone: 'warning' },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
};

export const Narrow320: Story = {
  name: 'Narrow320',
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
      <span>订单号 202401011200001234</span>
      <StatusTag {...args} />
    </div>
  ),
  parameters: { frameWidth: 320 },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusTag label="已结算" tone="success" />
      <StatusTag label="未结算" tone="warning" />
      <StatusTag label="无效" tone="danger" />
      <StatusTag label="未定义" />
    </div>
  ),
};
