import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import AppDownloadPage from './app-download-page';
import { appInfoFixture } from '../test/fixtures';
import { MEMBER_TOKEN, ok, renderRoute } from '../test/render-route';

const QR = '/pictures/app/qrcode.svg';
const render = (routes = {}) =>
  renderRoute('/app', '/app', AppDownloadPage, {
    token: MEMBER_TOKEN,
    routes: { '/api/app': ok({ ...appInfoFixture, ios_download_qrcode: QR }), ...routes },
  });

describe('/app', () => {
  it('shows the title with app下载, four slides, the QR picture, download-now to /gamePage?app=1 and the note', async () => {
    render();
    expect(await screen.findByRole('heading', { name: '皇冠体育app下载' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'APP功能介绍' })).toBeInTheDocument();
    for (const n of [1, 2, 3, 4]) expect(screen.getAllByRole('img', { name: `APP介绍图 ${n} / 4` }).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: '扫码下载APP二维码' })).toHaveAttribute('src', QR);
    expect(screen.getByRole('link', { name: '立即下载' })).toHaveAttribute('href', '/gamePage?app=1');
    expect(screen.getByText(/同一网络/)).toHaveTextContent('手机自带浏览器');
  });

  it('paints from the stored app info before the call answers', () => {
    localStorage.setItem('appInfo', JSON.stringify({ ...appInfoFixture, title: '演示站', ios_download_qrcode: QR }));
    render({ '/api/app': new Promise(() => undefined) });
    expect(screen.getByRole('heading', { name: '演示站app下载' })).toBeInTheDocument();
    localStorage.clear();
  });

  it('leaves the QR picture out when the site has none', async () => {
    render({ '/api/app': ok({ ...appInfoFixture, ios_download_qrcode: '' }) });
    await screen.findByRole('heading', { name: '皇冠体育app下载' });
    expect(screen.queryByRole('img', { name: '扫码下载APP二维码' })).not.toBeInTheDocument();
  });

  describe('添加到主屏幕', () => {
    const IPHONE_SAFARI =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const IPHONE_CHROME =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
    const userAgent = (value: string) => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(value);
    afterEach(() => jest.restoreAllMocks());

    /** Chromium's beforeinstallprompt, answered with `outcome`. */
    function offerInstall(outcome: 'accepted' | 'dismissed') {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: jest.fn(() => Promise.resolve()),
        userChoice: Promise.resolve({ outcome }),
      });
      act(() => {
        window.dispatchEvent(event);
      });
      return event;
    }

    it('offers nothing in a browser that cannot install (no prompt, not iOS Safari)', async () => {
      render();
      await screen.findByRole('heading', { name: '皇冠体育app下载' });
      expect(screen.queryByRole('heading', { name: '添加到主屏幕' })).not.toBeInTheDocument();
    });

    it("opens the browser's install prompt where it offers one, and goes once the app is installed", async () => {
      render();
      await screen.findByRole('heading', { name: '皇冠体育app下载' });
      const event = offerInstall('accepted');
      expect(event.defaultPrevented).toBe(true);
      expect(screen.getByText('无需下载，像APP一样从桌面打开')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: '添加到主屏幕' }));
      expect(event.prompt).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('heading', { name: '添加到主屏幕' })).not.toBeInTheDocument());
    });

    it('shows the Safari steps on iOS Safari, not in iOS Chrome', async () => {
      userAgent(IPHONE_SAFARI);
      const { unmount } = render();
      const steps = await screen.findByRole('list', { name: 'Safari添加到主屏幕步骤' });
      expect(
        within(steps)
          .getAllByRole('listitem')
          .map((step) => step.textContent),
      ).toEqual(['1点击浏览器底部的「分享」按钮', '2在菜单中选择「添加到主屏幕」']);
      unmount();
      userAgent(IPHONE_CHROME);
      render();
      await screen.findByRole('heading', { name: '皇冠体育app下载' });
      expect(screen.queryByRole('list', { name: 'Safari添加到主屏幕步骤' })).not.toBeInTheDocument();
    });

    it('offers nothing where the app already runs from the home screen', async () => {
      userAgent(IPHONE_SAFARI);
      Object.assign(window.navigator, { standalone: true });
      try {
        render();
        await screen.findByRole('heading', { name: '皇冠体育app下载' });
        expect(screen.queryByRole('heading', { name: '添加到主屏幕' })).not.toBeInTheDocument();
      } finally {
        Object.assign(window.navigator, { standalone: undefined });
      }
    });
  });
});
