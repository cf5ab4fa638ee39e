import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import ErrorScreen from './error-screen';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** What an error boundary shows for the part that failed (ui-kit's EmptyState, error variant). */
const meta = {
  title: 'Features/Shell/Error State',
  component: ErrorScreen,
  // The route the part failed on (the page's back arrow depends on it): / unless a story says.
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[(parameters['route'] as string | undefined) ?? '/']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { area: 'page', onRetry: fn() },
  argTypes: { area: { control: 'inline-radio', options: ['page', 'header', 'tabBar', 'overlay'] } },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page that threw or whose code did not load: the page area, header and tab bar stay. */
export const Page: Story = {};

/** A page that draws its own header (/transfer) failed: the error state brings a back arrow. */
export const PageWithoutShellHeader: Story = { parameters: { route: '/transfer' } };

/** The header failed: compact, where the header was. */
export const Header: Story = { args: { area: 'header' } };

/** The tab bar failed: compact, fixed at the bottom where the tab bar was. */
export const TabBar: Story = { args: { area: 'tabBar' } };

/** The menu or the welcome modal failed: compact, over the page under the header. */
export const Overlay: Story = { args: { area: 'overlay' } };

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
