import { ButtonLink } from './button-link';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'Button\'s look on a link, for an action that moves to another screen: `primary`, `ghost` or `text`, `block` for the full width, `size="sm"` for a compact pill beside a line of text (36 px drawn, 44 px tapped). Spread a route link on it (`{ href, onClick }`).',
  '',
  '**Do**',
  '- Use it where a tap navigates (更多 to the message centre, 立即下载 to the download page).',
  '',
  "**Don't**",
  '- Use it for an action that stays on the screen (a submit, a retry): that is a Button.',
].join('\n');

const meta = {
  title: 'UI Kit/ButtonLink',
  component: ButtonLink,
  tags: ['autodocs'],
  args: { children: '更多', href: '#/message' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'ghost', 'text'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
  },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Primary, ghost and text, the compact pill beside a line (咨询客服), and the full-width block of a modal's footer. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
      <ButtonLink {...args} variant="primary">
        立即下载
      </ButtonLink>
      <ButtonLink {...args} variant="ghost">
        查看详情
      </ButtonLink>
      <ButtonLink {...args} variant="text">
        更多
      </ButtonLink>
      <ButtonLink {...args} size="sm" href="#/kefu">
        咨询客服
      </ButtonLink>
      <ButtonLink {...args} block>
        查看全部站内信
      </ButtonLink>
    </div>
  ),
};

export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { block: true, children: '前往消息中心查看全部公告与站内信' },
};
