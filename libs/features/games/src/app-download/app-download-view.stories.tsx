import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { links } from '@h5/routing';
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
  args: {
    siteTitle: '皇冠体育',
    qrcode: qrcodeFixture,
    loading: false,
    installOffer: 'none',
    onInstall: fn(),
    downloadLink: { href: links.gamePage({ app: 1 }) },
  },
} satisfies Meta<typeof AppDownloadView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, the carousel (every 3 s), the QR picture, 立即下载 and the install note; installed already or a browser that cannot install: no 添加到主屏幕. */
export const Ready: Story = {};
/** Android Chromium offered its install prompt: 添加到主屏幕 opens it. */
export const InstallPrompt: Story = { args: { installOffer: 'prompt' } };
/** iOS Safari: the two steps, Share → 添加到主屏幕. */
export const InstallIosSteps: Story = { args: { installOffer: 'ios' } };
export const InstallIosNarrow320: Story = { args: { installOffer: 'ios' }, globals: { viewport: { value: 'narrow', isRotated: false } } };
/** App info not in yet: title and QR picture hold their place. */
export const Loading: Story = { args: { siteTitle: null, qrcode: null, loading: true } };
/** The site configured no QR picture. */
export const NoQrCode: Story = { args: { qrcode: null } };
export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
