import { fireEvent } from '@testing-library/react';
import { overlay, restoreChinese } from '@h5/domain';
import { act, deferred, fail, ok, screen, userFixture, waitFor, within } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import WithdrawalPage from './withdrawal-page';
import en from '../locales/en';
import * as cashierMessages from '../messages';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);

const renderWithdrawal = (routes = {}) => renderPage(<WithdrawalPage />, { at: '/withdrawal', from: '/money', routes });

const amountField = () => screen.getByRole('textbox', { name: '取款金额' });
const passwordField = () => screen.getByLabelText('支付密码');
const submit = () => fireEvent.click(screen.getByRole('button', { name: '立即取款' }));

async function pick(title: '请选择USDT地址' | '请选择银行卡', option: RegExp) {
  const label = title === '请选择USDT地址' ? 'USDT地址' : '银行卡';
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${label} `) }));
  const popup = await screen.findByRole('dialog', { name: title });
  fireEvent.click(within(popup).getByRole('option', { name: option }));
  // The row names the choice at once; the popup's close animation may lag on a busy machine.
  await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(`^${label} `) })).toHaveAccessibleName(option));
}

async function fillUsdtForm(amount = '710', password = '123456') {
  await pick('请选择USDT地址', /ERC20 9EE7/);
  fireEvent.change(amountField(), { target: { value: amount } });
  fireEvent.change(passwordField(), { target: { value: password } });
}

describe('/withdrawal', () => {
  // A language is written onto the texts after this module has loaded (a player who
  // opens /withdrawal first); the tabs read their titles when rendering, not when it loaded.
  it('names its tabs in the language the texts are in when it renders', async () => {
    overlay(cashierMessages, en);
    try {
      renderWithdrawal();
      const tabs = await screen.findAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual([en.messages.withdrawal.usdtTab, en.messages.withdrawal.bankTab]);
    } finally {
      restoreChinese(cashierMessages);
    }
  });

  it('shows wallet amount, main and game balance, wagering and three venue rows', async () => {
    renderWithdrawal();
    expect(await screen.findByText('¥1,920.50')).toBeInTheDocument();
    expect(screen.getByText('¥1,280.50')).toBeInTheDocument();
    expect(screen.getByText('¥640.00')).toBeInTheDocument();
    expect(await screen.findByText('¥3,560.00')).toBeInTheDocument();
    expect(await screen.findByText('AG真人')).toBeInTheDocument();
    expect(screen.queryByText('开元棋牌')).not.toBeInTheDocument();
  });

  it('says before the form how much turnover is still owed, and 立即取款 waits for it', async () => {
    const { api } = renderWithdrawal({ '/api/getBetAmount': ok({ bet_amount: '30.00', bet_required: '100.00', bet_owed: '70.00' }) });
    expect(await screen.findByText('打码量未完成，还需 ¥70.00 才能取款')).toBeInTheDocument();
    expect(screen.getByText('¥30.00 / ¥100.00')).toBeInTheDocument();
    // The notice comes before the first field of the form.
    const notice = screen.getByTestId('wagering-notice');
    const account = screen.getByRole('button', { name: /^USDT地址 / });
    expect(notice.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即取款' })).toBeDisabled();
    submit();
    expect(api.callsTo('/api/withdraw')).toHaveLength(0);
  });

  it('says the turnover is done when nothing is owed', async () => {
    renderWithdrawal({ '/api/getBetAmount': ok({ bet_amount: '120.00', bet_required: '100.00', bet_owed: '0.00' }) });
    expect(await screen.findByText('打码量已完成，可以取款')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即取款' })).toBeEnabled();
  });

  it('validates in the spec order: account, at least 100 yuan, pay password; nothing is sent', async () => {
    const { api } = renderWithdrawal();
    await screen.findByRole('button', { name: /请选择USDT地址/ });
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: /^USDT地址 / })).toHaveAccessibleDescription('请选择USDT地址'));
    await pick('请选择USDT地址', /TRC20 bLSE/);
    fireEvent.change(amountField(), { target: { value: '99.99' } });
    submit();
    expect(await screen.findByText('单笔取款不能低于100元')).toBeInTheDocument();
    fireEvent.change(amountField(), { target: { value: '100' } });
    submit();
    expect(await screen.findByText('请输入您的支付密码')).toBeInTheDocument();
    expect(api.callsTo('/api/withdraw')).toHaveLength(0);
  });

  it('the bank tab asks for a bank card first; switching tab clears the form', async () => {
    renderWithdrawal();
    await fillUsdtForm();
    fireEvent.click(screen.getByRole('tab', { name: '银行卡' }));
    expect(amountField()).toHaveValue('');
    expect(passwordField()).toHaveValue('');
    expect(screen.queryByText('手续费')).not.toBeInTheDocument();
    submit();
    expect(await screen.findByText('请选择您要提现到的银行卡')).toBeInTheDocument();
    await pick('请选择银行卡', /招商银行/);
    expect(screen.getByRole('button', { name: /招商银行 张伟 7665/ })).toBeInTheDocument();
  });

  it('back to /withdrawal opens on the tab chosen before (kept in its history entry)', async () => {
    renderPage(<WithdrawalPage />, { at: '/withdrawal', from: '/money', state: { withdrawMethod: 'bank' } });
    expect(await screen.findByRole('tab', { name: '银行卡' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'USDT' })).toHaveAttribute('aria-selected', 'false');
  });

  it('USDT: the fee follows the address protocol; equivalent and amount received from withdrawusdtrate', async () => {
    renderWithdrawal();
    await fillUsdtForm('710');
    // 710 ÷ 7.10 = 100.00 USDT; ERC20 fee 5 → 95.00 received.
    expect(screen.getByText('5.00 USDT')).toBeInTheDocument();
    expect(screen.getByText('100.00 USDT')).toBeInTheDocument();
    expect(screen.getByText('95.00 USDT')).toBeInTheDocument();
    await pick('请选择USDT地址', /TRC20 bLSE/);
    fireEvent.change(amountField(), { target: { value: '100' } });
    // 100 ÷ 7.10 = 14.084… → 14.08; TRC20 fee 1 → 13.08.
    expect(screen.getByText('1.00 USDT')).toBeInTheDocument();
    expect(screen.getByText('14.08 USDT')).toBeInTheDocument();
    expect(screen.getByText('13.08 USDT')).toBeInTheDocument();
  });

  it('最大金额 fills the whole main balance', async () => {
    renderWithdrawal();
    await screen.findByText('¥1,920.50');
    fireEvent.click(screen.getByRole('button', { name: '最大金额' }));
    expect(amountField()).toHaveValue('1280.50');
  });

  it('withdraws with an idempotency key, says it awaits review and goes to /transRecord on 取款 after 1.5 s', async () => {
    let answeredAt = 0;
    const { api } = renderWithdrawal({
      '/api/withdraw': () => {
        answeredAt = Date.now();
        return ok([], '提现申请成功');
      },
    });
    await fillUsdtForm();
    api.answer('/api/user', ok({ ...userFixture, balance: '570.50' }));
    submit();
    expect(await screen.findByText('提交成功，等待后台审核')).toBeInTheDocument();
    const [call] = api.callsTo('/api/withdraw');
    expect(call.body).toEqual({ amount: '710', bank: 22, password: '123456' });
    expect(call.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    // Real timers: antd-mobile's animation loop does not survive jest's fake ones.
    // On 取款, where the withdrawal now is, not on the default 存款 (空空如也 after ¥710 left).
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/transRecord\?type=2$/);
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1450);
    expect(sessionStorage.getItem('h5:lastRecordType')).toBe('2');
  });

  it('a double tap on 立即取款 creates one withdrawal', async () => {
    const held = deferred();
    const { api } = renderWithdrawal({ '/api/withdraw': held.promise });
    await fillUsdtForm();
    const button = screen.getByRole('button', { name: '立即取款' });
    act(() => {
      button.click();
      button.click();
    });
    held.resolve(ok([], ''));
    expect(await screen.findByTestId('location')).toHaveTextContent('/transRecord');
    expect(api.callsTo('/api/withdraw')).toHaveLength(1);
  });

  it('shows the server refusal (wrong pay password) and stays', async () => {
    renderWithdrawal({ '/api/withdraw': fail(400, '支付密码错误') });
    await fillUsdtForm();
    submit();
    expect(await screen.findByText('支付密码错误')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(amountField()).toHaveValue('710');
  });

  it("a 401 refusal is the shell's 认证失败 dialog alone: no toast beside it, the session marked expired", async () => {
    const { store } = renderWithdrawal({ '/api/withdraw': fail(401, '登录已过期，请重新登录') });
    await fillUsdtForm();
    submit();
    await waitFor(() => expect(store.getState().session.expired).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('登录已过期，请重新登录')).not.toBeInTheDocument();
  });

  it('after a network failure, tapping again retries the same withdrawal with the same key', async () => {
    const { api } = renderWithdrawal({ '/api/withdraw': 'network-error' });
    await fillUsdtForm();
    submit();
    await waitFor(() => expect(api.callsTo('/api/withdraw')).toHaveLength(1));
    api.answer('/api/withdraw', ok([], ''));
    await waitFor(() => expect(screen.getByRole('button', { name: '立即取款' })).toBeEnabled());
    submit();
    expect(await screen.findByText('提交成功，等待后台审核')).toBeInTheDocument();
    const keys = api.callsTo('/api/withdraw').map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('with no address saved, offers the add link', async () => {
    renderWithdrawal({ '/api/getcard': ok([]) });
    expect(await screen.findByRole('link', { name: '+添加USDT地址' })).toHaveAttribute('href', '/addUsdtCard');
  });
});
