import { fn } from 'storybook/test';
import { PartnersView } from './partners-view';
import { framedPageFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Games/Partners',
  component: PartnersView,
  args: { type: 1, url: framedPageFixture('区域合作伙伴', '本站荣幸成为体育俱乐部的官方区域合作伙伴。', '#b00d26'), onBack: fn() },
} satisfies Meta<typeof PartnersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** type=1: the regional partner page with the back picture. */
export const Regional: Story = {};
/** type=2: the global top partner page. */
export const GlobalTop: Story = {
  args: { type: 2, url: framedPageFixture('全球顶级合作伙伴', '本站携手体育俱乐部成为全球顶级合作伙伴。', '#1f4fa0') },
};
