import { fireEvent } from '@testing-library/react';
import { expectToast, fail, ok, screen } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import AddUsdtCardPage from './add-usdt-card-page';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);

const renderForm = (routes = {}) => renderPage(<AddUsdtCardPage />, { at: '/addUsdtCard', from: '/wallet?type=1', routes });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
const alertText = async () => (await screen.findByRole('alert')).textContent;

const ERC20_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('/addUsdtCard', () => {
  it('defaults to TRC20, shows the three steps and links to /usdtmore', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'TRC20' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ERC20' })).not.toBeChecked();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['绑定协议地址', '交易所转账', '完成提现']);
    expect(screen.getByRole('link', { name: 'TRC20与ERC20有什么区别？' })).toHaveAttribute('href', '/usdtmore');
  });

  it('validates in the spec order: address, then pay password (the protocol always has a value)', async () => {
    const { api } = renderForm();
    submit();
    expect(await alertText()).toBe('请输入USDT地址');
    type('钱包地址', ERC20_ADDRESS);
    submit();
    expect(await alertText()).toBe('请输人支付密码');
    expect(api.callsTo('/api/bindcard')).toHaveLength(0);
  });

  it('binds the chosen protocol, says 绑定成功 and goes back', async () => {
    const { api } = renderForm({ '/api/bindcard': ok([], '绑定成功') });
    fireEvent.click(screen.getByRole('radio', { name: 'ERC20' }));
    type('钱包地址', ` ${ERC20_ADDRESS} `);
    type('支付密码', '123456');
    submit();
    await expectToast('绑定成功');
    expect(api.callsTo('/api/bindcard')[0].body).toEqual({ bank: 'USDT', bank_no: ERC20_ADDRESS, bank_owner: 'ERC20', pay_pass: '123456' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/wallet?type=1');
  });

  it('shows the server refusal (5 addresses already) and stays', async () => {
    renderForm({ '/api/bindcard': fail(207, '最多支持添加5个地址') });
    type('钱包地址', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    type('支付密码', '123456');
    submit();
    expect(await alertText()).toBe('最多支持添加5个地址');
    expect(screen.getByLabelText('钱包地址')).toHaveValue('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  });
});
