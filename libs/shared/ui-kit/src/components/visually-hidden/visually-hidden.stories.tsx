import { VisuallyHidden } from './visually-hidden';
import { CloseIcon } from '../line-icon/line-icon';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'Text for screen readers only: the heading of a screen whose title is a picture, the name of an icon-only control.',
  '',
  '**Do**',
  '- Name what the eye sees without words (关闭 for a cross, 首页 for a logo header).',
  '',
  "**Don't**",
  '- Hide text a sighted player needs as well.',
].join('\n');

const meta = {
  title: 'UI Kit/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button: the eye sees the cross, a screen reader hears 关闭. */
export const Default: Story = {
  render: () => (
    <button type="button" style={{ display: 'inline-flex', minWidth: 44, minHeight: 44, alignItems: 'center', justifyContent: 'center' }}>
      <CloseIcon />
      <VisuallyHidden>关闭</VisuallyHidden>
    </button>
  ),
};
