import { fn } from 'storybook/test';
import { TabBarView } from './tab-bar-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Shell/Tab Bar',
  component: TabBarView,
  args: { selected: 'home', onSelect: fn() },
} satisfies Meta<typeof TabBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};

export const Activity: Story = { args: { selected: 'activity' } };

export const Mine: Story = { args: { selected: 'mine' } };

/** /gamePage and /hongbao select no tab. */
export const NoneSelected: Story = { args: { selected: null } };

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
