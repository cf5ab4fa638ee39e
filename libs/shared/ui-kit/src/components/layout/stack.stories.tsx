import { Stack } from './stack';
import { Button } from '../button/button';
import { Card } from '../card/card';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'Children one under another, `$gap` apart: a step of the spacing scale (`xxs` 2 … `xxl` 32 px).',
  '',
  '**Do**',
  '- Space a screen’s cards and a form’s fields with one Stack instead of margins.',
  '- Pick the element with `as` (`as="ul"`, `as="section"`).',
  '',
  "**Don't**",
  '- Add a wrapper only for a top margin: put the siblings in a Stack.',
].join('\n');

const meta = {
  title: 'UI Kit/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { $gap: 'md' },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gaps sm, md and xl; the last one starts its children instead of stretching them. */
export const AllVariants: Story = {
  render: () => (
    <Stack $gap="xl">
      <Stack $gap="sm">
        <Card>中心钱包</Card>
        <Card>场馆钱包</Card>
      </Stack>
      <Stack $gap="md">
        <Card>今日投注</Card>
        <Card>今日派彩</Card>
      </Stack>
      <Stack $gap="xl" $align="start">
        <Button>立即存款</Button>
        <Button variant="ghost">稍后再说</Button>
      </Stack>
    </Stack>
  ),
};

export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: (args) => (
    <Stack {...args}>
      <Card>会员账号 vip_player_2024_long_name_example</Card>
      <Button block>确认提交</Button>
    </Stack>
  ),
};
