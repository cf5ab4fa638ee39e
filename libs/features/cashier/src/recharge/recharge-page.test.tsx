import { act, deferred, ok, screen, waitFor, within } from '@h5/test-utils';
import { fireEvent } from '@testing-library/react';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import { banksFixture, payBanksFixture, payRangeFixture, payWaysFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';
import { RechargePage } from './recharge-page';

beforeAll(installAntdMobileReact19);

const routes = {
  '/api/get_pay_way': ok(payWaysFixture),
  '/api/getPayRange': ok(payRangeFixture),
  '/api/getpaybank': ok(payBanksFixture),
  '/api/banklist': ok(banksFixture),
};
const renderRecharge = (extra = {}) => renderPage(<RechargePage />, { at: '/recharge', from: '/money', routes: { ...routes, ...extra } });
const amountField = () => screen.getByRole('textbox', { name: '存款金额' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '立即存款' }));

describe('/recharge', () => {
  it('shows the tabs in the spec order, bank first, with the platform receiving account', async () => {
    renderRecharge();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['银行卡转账', 'USDT', 'VipPay', '微信', '支付宝']);
    expect(await screen.findByText('深圳市鑫达贸易有限公司')).toBeInTheDocument();
  });

  it('bank: validates in the spec order, then the range; nothing is sent', async () => {
    const { api } = renderRecharge();
    await screen.findByText('深圳市鑫达贸易有限公司');
    submit();
    expect(await screen.findByText('请输入存款人姓名')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '存款人姓名' }), { target: { value: '张伟' } });
    submit();
    expect(await screen.findByText('请输入银行类型')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^银行类型/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '银行类型' })).getByRole('option', { name: '招商银行' }));
    submit();
    expect(await screen.findByText('请输入银行卡号')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '银行卡号' }), { target: { value: '6214830100998877665' } });
    submit();
    expect(await screen.findByText('请输入银行开户行地址')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '开户行地址' }), { target: { value: '深圳市南山支行' } });
    fireEvent.change(amountField(), { target: { value: '99' } });
    submit();
    expect(await screen.findByText('请输入金额在100-50000之间！')).toBeInTheDocument();
    expect(api.callsTo('/api/recharge')).toHaveLength(0);
  });

  it('USDT: the equivalent at usdtrate; success goes to /payInfo with the deposit number; a double tap sends once', async () => {
    const held = deferred();
    const { api } = renderRecharge({ '/api/recharge': held.promise });
    fireEvent.click(await screen.findByRole('tab', { name: 'USDT' }));
    fireEvent.change(amountField(), { target: { value: '720' } });
    // 720 ÷ 7.20 = 100.00
    expect(await screen.findByText(/约合USDT：100.00 USDT/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/api/getPayRange').at(-1)?.body).toEqual({ type: 'usdt-trc20' }));
    const button = screen.getByRole('button', { name: '立即存款' });
    act(() => {
      button.click();
      button.click();
    });
    held.resolve(ok([], 'D202611231430018842'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/payInfo?deposit_no=D202611231430018842');
    const calls = api.callsTo('/api/recharge');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ paytype: 'usdt', amount: '720', catepay: 'TRC20' });
    expect(calls[0].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('without any bound card or address, offers 去绑定 to /wallet', async () => {
    renderRecharge({ '/api/getcard': ok([]) });
    fireEvent.click(await screen.findByRole('button', { name: '去绑定' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/wallet');
  });
});
