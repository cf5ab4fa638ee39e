import { fireEvent } from '@testing-library/react';
import { act, deferred, fail, ok, screen, waitFor, within } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import { leaveSite } from './leave-site';
import RechargePage from './recharge-page';
import { banksFixture, payBanksFixture, payRangeFixture, payWaysFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

// jsdom cannot navigate to another site: the test reads where the browser was sent.
jest.mock('./leave-site', () => ({ leaveSite: jest.fn() }));
const leftFor = jest.mocked(leaveSite);
beforeEach(() => leftFor.mockClear());

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

  it('back to /recharge opens on the way chosen before (kept in its history entry), not on the default bank tab', async () => {
    const { api } = renderPage(<RechargePage />, { at: '/recharge', state: { payWay: 'usdt' }, routes });
    expect(await screen.findByRole('tab', { name: 'USDT' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.callsTo('/api/getPayRange').at(-1)?.body).toEqual({ type: 'usdt-trc20' }));
    expect(screen.queryByText('深圳市鑫达贸易有限公司')).not.toBeInTheDocument();
  });

  it('a kept way the site has closed since falls back to the default', async () => {
    renderPage(<RechargePage />, {
      at: '/recharge',
      state: { payWay: 'usdt' },
      routes: { ...routes, '/api/get_pay_way': ok({ card: 1, usdt: 0, wechat: 1, alipay: 1 }) },
    });
    expect(await screen.findByRole('tab', { name: '银行卡转账' })).toHaveAttribute('aria-selected', 'true');
  });

  it('bank: validates in the spec order, then the range; nothing is sent', async () => {
    const { api } = renderRecharge();
    await screen.findByText('深圳市鑫达贸易有限公司');
    // The depositor's name starts as the member's real name (it must match); emptied, §5 asks for it.
    await waitFor(() => expect(screen.getByRole('textbox', { name: '存款人姓名' })).toHaveValue('张伟'));
    fireEvent.change(screen.getByRole('textbox', { name: '存款人姓名' }), { target: { value: '' } });
    submit();
    expect(await screen.findByText('请输入存款人姓名')).toBeInTheDocument();
    // Each message sits under its own row and describes that row's control.
    expect(screen.getByRole('textbox', { name: '存款人姓名' })).toHaveAccessibleDescription('请输入存款人姓名');
    fireEvent.change(screen.getByRole('textbox', { name: '存款人姓名' }), { target: { value: '张伟' } });
    submit();
    expect(await screen.findByText('请输入银行类型')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^银行类型/ })).toHaveAccessibleDescription('请输入银行类型');
    fireEvent.click(screen.getByRole('button', { name: /^银行类型/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '选择银行' })).getByRole('option', { name: '招商银行' }));
    submit();
    expect(await screen.findByText('请输入银行卡号')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '银行卡号' })).toHaveAccessibleDescription('请输入银行卡号');
    fireEvent.change(screen.getByRole('textbox', { name: '银行卡号' }), { target: { value: '6214830100998877665' } });
    submit();
    expect(await screen.findByText('请输入银行开户行地址')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '开户行地址' })).toHaveAccessibleDescription('请输入银行开户行地址');
    fireEvent.change(screen.getByRole('textbox', { name: '开户行地址' }), { target: { value: '深圳市南山支行' } });
    fireEvent.change(amountField(), { target: { value: '99' } });
    submit();
    expect(await screen.findByText('请输入金额在100-50000之间！')).toBeInTheDocument();
    expect(amountField()).toHaveAccessibleDescription('请输入金额在100-50000之间！');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(api.callsTo('/api/recharge')).toHaveLength(0);
  });

  it("bank: the form rows in §2's order — bank type, depositor name, card number, branch, amount", async () => {
    renderRecharge();
    const bankType = await screen.findByRole('button', { name: /^银行类型/ });
    const rows = [
      bankType,
      screen.getByRole('textbox', { name: '存款人姓名' }),
      screen.getByRole('textbox', { name: '银行卡号' }),
      screen.getByRole('textbox', { name: '开户行地址' }),
      amountField(),
    ];
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i - 1].compareDocumentPosition(rows[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it("switching way: the check and placeholder use 100–10000 until the new way's range answers (§9)", async () => {
    const { api } = renderRecharge({ '/api/getPayRange': ok({ min_price: '200.00', max_price: '20000.00' }) });
    await waitFor(() => expect(amountField()).toHaveAttribute('placeholder', '单笔200-20000元'));
    const held = deferred();
    api.answer('/api/getPayRange', held.promise);
    fireEvent.click(screen.getByRole('tab', { name: '微信' }));
    expect(amountField()).toHaveAttribute('placeholder', '单笔100-10000元');
    fireEvent.change(amountField(), { target: { value: '15000' } });
    submit();
    expect(await screen.findByText('请输入金额在100-10000之间！')).toBeInTheDocument();
    expect(api.callsTo('/api/recharge')).toHaveLength(0);
    await act(async () => held.resolve(ok({ min_price: '300.00', max_price: '30000.00' })));
    await waitFor(() => expect(amountField()).toHaveAttribute('placeholder', '单笔300-30000元'));
  });

  it("switching way: when the new way's range call fails, the defaults 100–10000 stay (§9)", async () => {
    const { api } = renderRecharge({ '/api/getPayRange': ok({ min_price: '200.00', max_price: '20000.00' }) });
    await waitFor(() => expect(amountField()).toHaveAttribute('placeholder', '单笔200-20000元'));
    api.answer('/api/getPayRange', 'network-error');
    fireEvent.click(screen.getByRole('tab', { name: '支付宝' }));
    await waitFor(() => expect(api.callsTo('/api/getPayRange').at(-1)?.body).toEqual({ type: 'alipay' }));
    await act(async () => undefined);
    expect(amountField()).toHaveAttribute('placeholder', '单笔100-10000元');
    fireEvent.change(amountField(), { target: { value: '15000' } });
    submit();
    expect(await screen.findByText('请输入金额在100-10000之间！')).toBeInTheDocument();
    expect(api.callsTo('/api/recharge')).toHaveLength(0);
  });

  it('USDT: the equivalent at usdtrate; success goes to /payInfo with the deposit number; a double tap sends once', async () => {
    const held = deferred();
    const { api } = renderRecharge({ '/api/recharge': held.promise });
    fireEvent.click(await screen.findByRole('tab', { name: 'USDT' }));
    fireEvent.change(amountField(), { target: { value: '720' } });
    // 720 ÷ 7.20 = 100.00
    // Character for character as before the text became a builder (docs/i18n.md).
    expect(await screen.findByText('约合USDT：100.00 USDT（参考汇率 7.20）')).toBeInTheDocument();
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

  it("quick amounts within the way's range fill the amount field (docs/product.md §2)", async () => {
    const { api } = renderRecharge({
      '/api/getPayRange': ok({ min_price: '200.00', max_price: '20000.00' }),
      '/api/recharge': ok([], 'D1'),
    });
    fireEvent.click(await screen.findByRole('tab', { name: '微信' }));
    await waitFor(() => expect(amountField()).toHaveAttribute('placeholder', '单笔200-20000元'));
    const chips = within(screen.getByRole('group', { name: '快捷金额' })).getAllByRole('button');
    // 100 is below this way's 200 minimum.
    expect(chips.map((c) => c.textContent)).toEqual(['500', '1000', '5000']);
    fireEvent.click(screen.getByRole('button', { name: '1000元' }));
    expect(amountField()).toHaveValue('1000');
    expect(screen.getByRole('button', { name: '1000元' })).toHaveAttribute('aria-pressed', 'true');
    submit();
    await waitFor(() => expect(api.callsTo('/api/recharge')).toHaveLength(1));
    expect(api.callsTo('/api/recharge')[0].body).toEqual({ paytype: 'wxpay', amount: '1000' });
  });

  it('without any bound card or address, offers 去绑定 to /wallet', async () => {
    renderRecharge({ '/api/getcard': ok([]) });
    fireEvent.click(await screen.findByRole('button', { name: '去绑定' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/wallet');
  });

  it('without any bound card or address, closing the modal goes back', async () => {
    renderRecharge({ '/api/getcard': ok([]) });
    fireEvent.click(await screen.findByRole('button', { name: '关闭' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/money');
  });

  it('VipPay: checks the amount by its own range, then sends the browser to the payment page the server answers', async () => {
    const url = 'http://127.0.0.1:3000/vippay/pay?ticket=Qm9uZ1RpY2tldA&amount=500.00';
    const held = deferred();
    const { api } = renderRecharge({ '/api/vippay': held.promise });
    fireEvent.click(await screen.findByRole('tab', { name: 'VipPay' }));
    expect(screen.getByText('将跳转至VipPay支付页面完成存款')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/api/getPayRange').at(-1)?.body).toEqual({ type: 'vippay' }));
    // VipPay's own range once it has answered (the defaults 100–10000 stand until then).
    await waitFor(() => expect(amountField()).toHaveAttribute('placeholder', '单笔100-50000元'));
    fireEvent.change(amountField(), { target: { value: '50' } });
    submit();
    expect(await screen.findByText('请输入金额在100-50000之间！')).toBeInTheDocument();
    expect(api.callsTo('/api/vippay')).toHaveLength(0);
    fireEvent.change(amountField(), { target: { value: '500' } });
    const button = screen.getByRole('button', { name: '立即存款' });
    act(() => {
      button.click();
      button.click();
    });
    held.resolve(ok({ url }));
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith(url));
    expect(leftFor).toHaveBeenCalledTimes(1);
    expect(api.callsTo('/api/vippay').map((c) => c.body)).toEqual([{ amount: '500' }]);
    // Only the ticket and the amount leave the site, never the session token.
    expect(url).not.toContain('member-token');
    expect(api.callsTo('/api/recharge')).toHaveLength(0);
  });

  it('VipPay: a refusal by the server shows its message and stays on the page', async () => {
    renderRecharge({ '/api/vippay': fail(213, '充值金额不能高于50000.00元') });
    fireEvent.click(await screen.findByRole('tab', { name: 'VipPay' }));
    fireEvent.change(amountField(), { target: { value: '600' } });
    submit();
    expect(await screen.findByText('充值金额不能高于50000.00元')).toBeInTheDocument();
    expect(leftFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '立即存款' })).toBeEnabled();
  });

  it("shows beside the amount what the tightest of the player's own deposit limits leaves (docs/api.md, Player protection); nothing without one", async () => {
    const limits = [
      { period: 'day', amount: '1000.00', pending: null, used: '300.00', left: '700.00' },
      { period: 'week', amount: '5000.00', pending: null, used: '4800.00', left: '200.00' },
      { period: 'month', amount: null, pending: null, used: '4800.00', left: null },
    ];
    renderRecharge({ '/api/protection': ok({ limits, reality_minutes: 0 }) });
    expect(await screen.findByTestId('deposit-allowance')).toHaveTextContent('本周存款限额剩余 ¥200.00');
  });

  it('a used-up limit disables 立即存款 and says why before the form', async () => {
    const limits = [
      { period: 'day', amount: '500.00', pending: null, used: '500.00', left: '0.00' },
      { period: 'week', amount: null, pending: null, used: '500.00', left: null },
      { period: 'month', amount: null, pending: null, used: '500.00', left: null },
    ];
    const { api } = renderRecharge({ '/api/protection': ok({ limits, reality_minutes: 0 }) });
    const reason = await screen.findByText('本日存款限额已用完，暂时无法存款。限额可在“负责任博彩”中查看');
    const button = screen.getByRole('button', { name: '立即存款' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason.textContent ?? '');
    // Before the form: the reason precedes the amount field.
    expect(reason.compareDocumentPosition(amountField()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    submit();
    expect(api.callsTo('/api/recharge')).toHaveLength(0);
  });

  it('shows no allowance without a limit', async () => {
    const limits = (['day', 'week', 'month'] as const).map((period) => ({ period, amount: null, pending: null, used: '0.00', left: null }));
    const { api } = renderRecharge({ '/api/protection': ok({ limits, reality_minutes: 0 }) });
    await waitFor(() => expect(api.callsTo('/api/protection')).toHaveLength(1));
    await screen.findByText('深圳市鑫达贸易有限公司');
    expect(screen.queryByTestId('deposit-allowance')).not.toBeInTheDocument();
  });
});
