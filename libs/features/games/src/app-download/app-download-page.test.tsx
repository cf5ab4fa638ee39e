import { screen } from '@testing-library/react';
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
});
