import { MemoryRouter } from 'react-router-dom';
import { AppDownloadView } from './app-download-view';
import { qrcodeFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Games/App',
  component: AppDownloadView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { siteTitle: '皇冠体育', qrcode: qrcodeFixture, loading: false },
} satisfies Meta<typeof AppDownloadView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, the carousel (every 3 s), the QR picture, 立即下载 and the install note. */
export const Ready: Story = {};
/** App info not in yet: title and QR picture hold their place. */
export const Loading: Story = { args: { siteTitle: null, qrcode: null, loading: true } };
/** The site configured no QR picture. */
export const NoQrCode: Story = { args: { qrcode: null } };
export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
