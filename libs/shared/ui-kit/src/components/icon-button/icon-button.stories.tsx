import { IconButton } from './icon-button';
import { colors } from '../../theme/tokens';
import { Card } from '../card/card';
import { Inline } from '../layout/inline';
import { LineIcon } from '../line-icon/line-icon';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'A round 44 px button holding one icon: 刷新余额 beside a balance, 解绑 on a bank card. Name it with `aria-label`; `aria-busy="true"` turns its icon while the action runs.',
  '',
  '**Do**',
  '- Use `$tone="onAccent"` on the accent fill (a bank card), `plain` inside a field.',
  '',
  "**Don't**",
  '- Put words in it: a button with words is Button.',
].join('\n');

const refresh = (
  <LineIcon size={20}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6" />
  </LineIcon>
);

const meta = {
  title: 'UI Kit/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { 'aria-label': '刷新余额', children: refresh },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Soft (busy beside it), plain, and on the accent fill. */
export const AllVariants: Story = {
  render: () => (
    <Inline $gap="lg">
      <IconButton type="button" aria-label="刷新余额">
        {refresh}
      </IconButton>
      <IconButton type="button" aria-label="刷新中" aria-busy="true" disabled>
        {refresh}
      </IconButton>
      <IconButton type="button" $tone="plain" aria-label="显示密码">
        {refresh}
      </IconButton>
      <Card style={{ background: colors.accent }}>
        <IconButton type="button" $tone="onAccent" aria-label="解绑 招商银行 尾号7890">
          {refresh}
        </IconButton>
      </Card>
    </Inline>
  ),
};
