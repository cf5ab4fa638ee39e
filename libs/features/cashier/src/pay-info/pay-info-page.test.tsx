import { fireEvent, screen, within } from '@testing-library/react';
import { fail, ok } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import PayInfoPage from './pay-info-page';
import { beijingTimeAgo, uploadedPayPicture, usdtPayInfoFixture, wechatPayInfoFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);

const answer = (minutesAgo: number) => {
  const { kind, ...data } = usdtPayInfoFixture(beijingTimeAgo(minutesAgo));
  return ok(data, kind);
};

describe('/payInfo', () => {
  it('shows amount, the countdown from created_at, order, time, way, protocol, copyable address and the picture', async () => {
    const { api } = renderPage(<PayInfoPage />, { at: '/payInfo?deposit_no=D202611231430018842', routes: { '/api/payinfo': answer(10) } });
    expect(await screen.findByText('¥720.00')).toBeInTheDocument();
    // Created 10 minutes ago: about 50 minutes left, whenever the page was opened.
    expect(screen.getByRole('timer').textContent).toMatch(/^(49:5\d|50:00)$/);
    expect(screen.getAllByText('D202611231430018842').length).toBeGreaterThan(0);
    expect(screen.getByText('TRC20')).toBeInTheDocument();
    expect(screen.getByText('100.00 USDT')).toBeInTheDocument();
    expect(screen.getByText('TXb6sVbW1q4RzVh3kzF7WcJm2aN8pQe5Lr')).toBeInTheDocument();
    // Order number and address each copy; the text saying 以下地址 comes before the address and the code.
    expect(screen.getAllByRole('button', { name: /复制/ })).toHaveLength(2);
    const text = screen.getByText('请向以下地址转账USDT，到账后自动上分');
    const address = screen.getByTestId('pay-address');
    const qr = screen.getByRole('img', { name: '付款二维码' });
    expect(text.compareDocumentPosition(address) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(address.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A USDT address is pasted into a wallet, not scanned from this phone: no 保存二维码 here.
    expect(screen.queryByRole('button', { name: '保存二维码' })).not.toBeInTheDocument();
    expect(api.callsTo('/api/payinfo')[0].body).toEqual({ deposit_no: 'D202611231430018842' });
  });

  it("draws the QR of the receiving address itself over the server's drawn picture (or none), and the uploaded picture wins", async () => {
    const { api, unmount } = renderPage(<PayInfoPage />, { at: '/payInfo?deposit_no=D1', routes: { '/api/payinfo': answer(1) } });
    const qr = await screen.findByRole('img', { name: '付款二维码' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getAllByRole('img', { name: '付款二维码' })).toHaveLength(1);
    expect(api.callsTo('/api/payinfo')).toHaveLength(1);
    unmount();

    const { kind, ...data } = usdtPayInfoFixture(beijingTimeAgo(1));
    const noPicture = { ...data, cardlist: { ...data.cardlist, payimg: '' } };
    const second = renderPage(<PayInfoPage />, { at: '/payInfo?deposit_no=D1', routes: { '/api/payinfo': ok(noPicture, kind) } });
    expect((await screen.findByRole('img', { name: '付款二维码' })).tagName.toLowerCase()).toBe('svg');
    second.unmount();

    const withPicture = { ...data, cardlist: { ...data.cardlist, payimg: uploadedPayPicture } };
    renderPage(<PayInfoPage />, { at: '/payInfo?deposit_no=D1', routes: { '/api/payinfo': ok(withPicture, kind) } });
    const picture = await screen.findByRole('img', { name: '付款二维码' });
    expect(picture).toHaveAttribute('src', uploadedPayPicture);
  });

  it('WeChat: the QR of the payment link, the link in full with a copy button', async () => {
    const { kind, ...data } = wechatPayInfoFixture(beijingTimeAgo(1));
    renderPage(<PayInfoPage />, { at: '/payInfo?deposit_no=D1', routes: { '/api/payinfo': ok(data, kind) } });
    expect(await screen.findByRole('img', { name: '付款二维码' })).toBeInTheDocument();
    expect(screen.getByText('wxp://f2f0tL7nJd9K3mX2sQ8vB5hR1cW6yP4eZaGu')).toBeInTheDocument();
    expect(screen.getByText('请使用微信扫码付款，付款时备注订单号')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /复制/ })).toHaveLength(2);
    // 付款时备注订单号: the order number has its own copy button.
    expect(within(screen.getByTestId('pay-order-no')).getByRole('button', { name: /复制/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('pay-order-no')).getByText('D202611231436027713')).toBeInTheDocument();
  });

  it('WeChat: 保存二维码 hands the browser the code as a PNG named by the order', async () => {
    const { kind, ...data } = wechatPayInfoFixture(beijingTimeAgo(1));
    renderPage(<PayInfoPage />, { at: '/payInfo?deposit_no=D1', routes: { '/api/payinfo': ok(data, kind) } });
    const clicked: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    // jsdom draws nothing: a canvas that fills rectangles and answers a data URL stands in.
    const context = { fillStyle: '', fillRect: jest.fn() };
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
    try {
      fireEvent.click(await screen.findByRole('button', { name: '保存二维码' }));
      expect(clicked).toEqual([{ href: 'data:image/png;base64,AAAA', download: 'D202611231436027713.png' }]);
      expect(context.fillRect.mock.calls.length).toBeGreaterThan(100);
      // wxp:// is read by a scanner only: no 打开微信付款 button.
      expect(screen.queryByRole('button', { name: '打开微信付款' })).not.toBeInTheDocument();
    } finally {
      click.mockRestore();
      getContext.mockRestore();
      toDataURL.mockRestore();
    }
  });

  it('an order older than an hour shows 00:00', async () => {
    renderPage(<PayInfoPage />, { at: '/payInfo?deposit_no=D1', routes: { '/api/payinfo': answer(61) } });
    expect(await screen.findByRole('timer')).toHaveTextContent('00:00');
  });

  it('存款完成 leads to /transRecord on 存款', async () => {
    renderPage(<PayInfoPage />, { at: '/payInfo?deposit_no=D1', routes: { '/api/payinfo': answer(1) } });
    fireEvent.click(await screen.findByRole('button', { name: '存款完成' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/transRecord\?type=1$/);
  });

  it('资金明细 leads to /transRecord too', async () => {
    renderPage(<PayInfoPage />, { at: '/payInfo?deposit_no=D1', routes: { '/api/payinfo': answer(1) } });
    fireEvent.click(await screen.findByRole('button', { name: '资金明细' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/transRecord');
  });

  it('an unknown order shows the error state with a retry, not a spinner', async () => {
    renderPage(<PayInfoPage />, { at: '/payInfo?deposit_no=NOPE', routes: { '/api/payinfo': fail(404, '订单不存在') } });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
