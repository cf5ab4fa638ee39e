import { MemoryRouter } from 'react-router-dom';
import { SponsorsView } from './sponsors-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Games/Sponsors',
  component: SponsorsView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SponsorsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two partner entries and the 没有更多了~ divider. */
export const Entries: Story = {};
export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
