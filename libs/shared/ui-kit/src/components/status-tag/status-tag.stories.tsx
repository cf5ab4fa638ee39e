import { StatusTag } from './status-tag';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'An order/record status (审核中, 已通过, 已拒绝...) coloured by the tone the domain maps it to.',
  '',
  '**Do**',
  "- Take label and tone from `@h5/domain`'s status tables.",
  '',
  "**Don't**",
  '- Pick colours per screen.',
  '- Use it as a button or for non-status text.',
].join('\n');

const meta = {
  title: 'UI Kit/StatusTag',
  component: StatusTag,
  tags: ['autodocs'],
  args: { label: '已通过', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'default'] } },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone the domain maps a status to, each passing AA on its soft fill. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusTag label="已通过" tone="success" />
      <StatusTag label="审核中" tone="warning" />
      <StatusTag label="已拒绝" tone="danger" />
      <StatusTag label="未定义" />
    </div>
  ),
};

/** A long status in a narrow column: cut with … and the full text in its title. */
export const LongLabel: Story = {
  args: { label: '待结算（场馆维护中，预计24小时内完成结算）', tone: 'warning' },
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
};

export const Narrow320: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
      <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>订单号 CZ2024052021300001</span>
      <StatusTag {...args} />
    </div>
  ),
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
