import { fn } from 'storybook/test';
import { Button } from './button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "The kit's one button: 44 px pill, `primary`, `ghost` or `text`, with a busy state (`loading`) that disables it and shows a spinner.",
  '',
  '**Do**',
  '- Use one `primary` button per screen for the main action (立即存款, 确认提款).',
  '- Set `loading` while the request runs: it disables the button so a double tap is one request.',
  '- Keep labels short verbs from the spec.',
  '',
  "**Don't**",
  '- Style a raw `<button>` or an antd-mobile Button in a feature.',
  '- Use `disabled` to mean an error, or a `ghost` button for a destructive confirm.',
].join('\n');

const meta = {
  title: 'UI Kit/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '立即存款', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'ghost', 'text'] } },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const Stack = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>{children}</div>
);

/** Primary for the one main action, ghost for the alternative, text for inline actions; block in forms. */
export const AllVariants: Story = {
  render: (args) => (
    <Stack>
      <Button {...args} variant="primary">
        确定
      </Button>
      <Button {...args} variant="ghost">
        取消
      </Button>
      <Button {...args} variant="text">
        最大金额
      </Button>
      <Button {...args} block>
        立即转账
      </Button>
    </Stack>
  ),
};

/** After a tap until the call settles: spinner, aria-busy, no second tap. */
export const Loading: Story = { args: { loading: true, children: '提交中', block: true } };

/** Not available yet (an empty form): the native disabled state. */
export const Disabled: Story = { args: { disabled: true, children: '立即取款', block: true } };

export const LongLabel: Story = {
  args: { block: true, children: '取款遇到问题？联系人工客服解决，我们将在第一时间为您处理' },
};

export const Narrow320: Story = {
  render: (args) => (
    <Stack>
      <Button {...args} block>
        立即存款
      </Button>
      <div style={{ display: 'flex', gap: 12, width: '100%' }}>
        <Button {...args} variant="ghost" block>
          取消
        </Button>
        <Button {...args} block>
          确定
        </Button>
      </div>
    </Stack>
  ),
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
