import { fireEvent } from '@testing-library/react';
import { overlay, restoreChinese } from '@h5/domain';
import { expectToast, fail, ok, screen, within } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import AddBankCardPage from './add-bank-card-page';
import en from '../locales/en';
import * as walletMessages from '../messages';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);

const renderForm = (routes = {}) => renderPage(<AddBankCardPage />, { at: '/addBankCard', from: '/wallet?type=2', routes });

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
const alertText = async () => (await screen.findByRole('alert')).textContent;

async function pickBank(name: string) {
  fireEvent.click(screen.getByRole('button', { name: /^银行类型/ }));
  const popup = await screen.findByRole('dialog', { name: '选择银行' });
  fireEvent.click(await within(popup).findByRole('option', { name }));
}

describe('/addBankCard', () => {
  // A language is written onto the texts after this module has loaded (a player whose
  // first screen is this one); the screen reads them when rendering, not when it loaded.
  it('shows its texts in the language they are in when it renders', async () => {
    overlay(walletMessages, en);
    try {
      renderForm();
      expect(await screen.findByPlaceholderText('Enter the account holder name')).toBeInTheDocument();
    } finally {
      restoreChinese(walletMessages);
    }
  });
  it('shows the name hint and every §5 message in the spec order', async () => {
    const { api } = renderForm();
    expect(screen.getByText('为了您的资金能够迅速到账，请确保填写的姓名与银行卡开户姓名一致')).toBeInTheDocument();
    // The name starts as the member's real name; emptied by the player, it stays empty.
    expect(await screen.findByDisplayValue('张伟')).toBe(screen.getByLabelText('持卡人姓名'));
    type('持卡人姓名', '');
    submit();
    expect(await alertText()).toBe('请输入姓名');
    type('持卡人姓名', '张伟');
    submit();
    expect(await alertText()).toBe('请输入银行');
    await pickBank('招商银行');
    submit();
    expect(await alertText()).toBe('请输入开户行地址');
    type('开户行', '深圳市南山支行');
    submit();
    expect(await alertText()).toBe('请输人银行卡号');
    type('银行卡号', '6214 8301');
    submit();
    expect(await alertText()).toBe('请输人支付密码');
    type('银行卡号', '621483');
    type('支付密码', '123456');
    submit();
    expect(await alertText()).toBe('请输人正确的卡号长度');
    type('银行卡号', '6214830100998877665');
    type('支付密码', '12345');
    submit();
    expect(await alertText()).toBe('请输人支付密码长度');
    expect(api.callsTo('/api/bindcard')).toHaveLength(0);
    expect(screen.getByLabelText('支付密码')).toHaveAttribute('aria-invalid', 'true');
  });

  it('binds, says 绑定成功 and goes back', async () => {
    const { api } = renderForm({ '/api/bindcard': ok([], '绑定成功') });
    type('持卡人姓名', '张伟');
    await pickBank('招商银行');
    type('银行卡号', '6214 8301 0099 8877 665');
    type('开户行', '深圳市南山支行');
    type('支付密码', '123456');
    submit();
    await expectToast('绑定成功');
    expect(api.callsTo('/api/bindcard')[0].body).toEqual({
      bank_owner: '张伟',
      bank: '招商银行',
      bank_address: '深圳市南山支行',
      bank_no: '6214830100998877665',
      pay_pass: '123456',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/wallet?type=2');
  });

  it("opened from /recharge's 去绑定 (via /wallet), a bind goes back to the deposit", async () => {
    renderPage(<AddBankCardPage />, {
      at: '/addBankCard',
      from: ['/recharge', '/wallet'],
      state: { depositGate: true },
      routes: { '/api/bindcard': ok([], '绑定成功') },
    });
    expect(await screen.findByDisplayValue('张伟')).toBeInTheDocument();
    await pickBank('招商银行');
    type('银行卡号', '6214830100998877665');
    type('开户行', '深圳市南山支行');
    type('支付密码', '123456');
    submit();
    await expectToast('绑定成功');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/recharge$/);
  });

  it('shows the server refusal (wrong pay password) and keeps the form', async () => {
    renderForm({ '/api/bindcard': fail(520, '支付密码错误') });
    type('持卡人姓名', '张伟');
    await pickBank('中国银行');
    type('银行卡号', '6217000010012345678');
    type('开户行', '上海市浦东支行');
    type('支付密码', '000000');
    submit();
    expect(await alertText()).toBe('支付密码错误');
    expect(screen.getByLabelText('持卡人姓名')).toHaveValue('张伟');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('a network failure is said above the button and nothing is left spinning', async () => {
    renderForm({ '/api/bindcard': 'network-error' });
    type('持卡人姓名', '张伟');
    await pickBank('中国银行');
    type('银行卡号', '6217000010012345678');
    type('开户行', '上海市浦东支行');
    type('支付密码', '123456');
    submit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认绑定' })).toBeEnabled();
  });

  it('a bank list that fails to load offers a retry', async () => {
    const { api } = renderForm({ '/api/banklist': 'network-error' });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    api.answer('/api/banklist', ok([{ id: 1, bank_name: '中国银行' }]));
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: /^银行类型/ })).toBeInTheDocument();
  });
});
