import { TouchLink } from './touch-link';
import { colors } from '../../theme/tokens';
import { Card } from '../card/card';
import { Inline } from '../layout/inline';
import { Stack } from '../layout/stack';
import { LineIcon } from '../line-icon/line-icon';
import { Text } from '../text/text';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'A text link, or with `as="button"` a text action, at least 44 px tall so a thumb hits it: 客服 in a bar, 添加银行卡 under a field, 领取记录 beside a title, 人工客服 under a list (`$block`).',
  '',
  '**Do**',
  '- Spread a route link on it: `<TouchLink {...props.addLink}>`.',
  '- Use `$tone="inherit"` on a coloured bar, so it takes the bar’s text colour.',
  '',
  "**Don't**",
  '- Use it for a link that looks like a button: that is ButtonLink.',
  '- Style an `a` of your own for a 44 px tap target.',
].join('\n');

const meta = {
  title: 'UI Kit/TouchLink',
  component: TouchLink,
  tags: ['autodocs'],
  args: { href: '#/addBankCard', children: '添加银行卡' },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof TouchLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const headset = (
  <LineIcon size={20}>
    <path d="M5 13v-2a7 7 0 0 1 14 0v2M5 13h2v5H5a1 1 0 0 1-1-1v-3a1 1 0 0 1 1-1Zm14 0h-2v5h2a1 1 0 0 0 1-1v-3a1 1 0 0 0-1-1Z" />
  </LineIcon>
);

/** Brand and secondary links, underlined, a text action, a whole line, and one on the accent bar taking its colour. */
export const AllVariants: Story = {
  render: () => (
    <Stack $gap="md">
      <Card>
        <Inline $gap="lg" $wrap>
          <TouchLink href="#/addBankCard">添加银行卡</TouchLink>
          <TouchLink href="#/usdtmore" $size="sm" $underline>
            了解更多
          </TouchLink>
          <TouchLink href="#/" $tone="secondary" $size="sm">
            先去逛逛
          </TouchLink>
          <TouchLink as="button" type="button" $size="sm" $nowrap $padding={[0, 'xs']}>
            领取记录
          </TouchLink>
        </Inline>
        <TouchLink href="#/kefu" $block $underline $size="sm">
          人工客服
        </TouchLink>
      </Card>
      <Card style={{ background: colors.accent, color: colors.onAccent }}>
        <Inline $justify="between">
          <Text as="span" $size="lg">
            我的
          </Text>
          <TouchLink href="#/kefu" $tone="inherit" $size="sm" $gap="xs">
            {headset}
            客服
          </TouchLink>
        </Inline>
      </Card>
    </Stack>
  ),
};

/** At 320 px: a long name in a link that takes the free space wraps instead of widening the row. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: () => (
    <Card>
      <Inline $gap="sm">
        <TouchLink href="#/userInfo" $tone="inherit" $grow>
          <Text as="span" $size="lg" $weight="bold" $breakAnywhere>
            averyveryverylongmembernamethatwraps
          </Text>
        </TouchLink>
        <TouchLink href="#/kefu" $size="sm" $nowrap>
          在线客服
        </TouchLink>
      </Inline>
    </Card>
  ),
};
