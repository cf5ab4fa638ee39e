import { fn } from 'storybook/test';
import { OfflineScreen } from './offline-screen';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The service worker's offline page (the build renders it into offline.html; docs/performance.md, Live money and the service worker). */
const meta = {
  title: 'Features/Shell/Offline',
  component: OfflineScreen,
  args: { onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No network: ui-kit's error state with the network's text and 重新加载. */
export const Offline: Story = {};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
