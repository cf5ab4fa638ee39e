import { fireEvent } from '@testing-library/react';
import { act, deferred, expectToast, fail, ok, screen, userFixture, venuesFixture, waitFor, within } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import TransferPage from './transfer-page';
import { autoTransferUserFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);

const renderTransfer = (routes = {}, token?: string | null) => renderPage(<TransferPage />, { at: '/transfer', from: '/', routes, token });

const amountField = () => screen.getByRole('textbox', { name: '转账金额' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '立即转账' }));

async function pickWallet(field: '转出钱包' | '转入钱包', name: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${field}`) }));
  const popup = await screen.findByRole('dialog', { name: '选择钱包' });
  fireEvent.click(within(popup).getByRole('option', { name: new RegExp(`^${name}`) }));
  // The popup animates out; on a loaded machine the next pick would find it still there too.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择钱包' })).toBeNull());
}

describe('/transfer', () => {
  it('defaults to 平台钱包 → the first venue once the list loads; 最大金额 fills the platform balance', async () => {
    renderTransfer();
    expect(await screen.findByRole('button', { name: '转出钱包 平台钱包' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '转入钱包 AG真人' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '最大金额' }));
    expect(amountField()).toHaveValue('1280.50');
    expect(amountField()).toHaveAttribute('placeholder', '请输入转账金额');
  });

  it('the pickers are popups titled 选择钱包 with a check on the current choice; choosing closes and clears the amount', async () => {
    renderTransfer();
    await screen.findByRole('button', { name: '转入钱包 AG真人' });
    fireEvent.change(amountField(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '转出钱包 平台钱包' }));
    const popup = await screen.findByRole('dialog', { name: '选择钱包' });
    const options = within(popup).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '平台钱包¥1,280.50',
      'AG真人¥520.00',
      '沙巴体育¥120.00',
      'IM电竞¥0.00',
      '开元棋牌¥0.00',
      'PP电子¥0.00',
      '双赢彩票¥0.00',
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(options[2]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择钱包' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '转出钱包 沙巴体育' })).toBeInTheDocument();
    expect(amountField()).toHaveValue('');
    // The source is a venue now: 最大金额 is that venue's balance.
    fireEvent.click(screen.getByRole('button', { name: '最大金额' }));
    expect(amountField()).toHaveValue('120.00');
  });

  it('a venue chosen on one side puts 平台钱包 on the other, so venue → venue cannot be built (docs/product.md §2)', async () => {
    renderTransfer();
    await screen.findByRole('button', { name: '转入钱包 AG真人' });
    await pickWallet('转出钱包', 'AG真人');
    expect(screen.getByRole('button', { name: '转出钱包 AG真人' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转入钱包 平台钱包' })).toBeInTheDocument();
    await pickWallet('转入钱包', '沙巴体育');
    expect(screen.getByRole('button', { name: '转出钱包 平台钱包' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转入钱包 沙巴体育' })).toBeInTheDocument();
    // 平台钱包 on both sides would move nothing: the untouched side takes the first venue.
    await pickWallet('转入钱包', '平台钱包');
    expect(screen.getByRole('button', { name: '转出钱包 AG真人' })).toBeInTheDocument();
  });

  it('shows 可转 with the source balance beside the amount, following the source and the venue refresh', async () => {
    const { api } = renderTransfer();
    await screen.findByRole('button', { name: '转入钱包 AG真人' });
    expect(amountField()).toHaveAccessibleDescription('可转 ¥1,280.50');
    api.answer('/api/balancelist', ok(venuesFixture.map((v) => (v.platname === 'ag' ? { ...v, balance: '640.00' } : v))));
    await pickWallet('转出钱包', 'AG真人');
    expect(await screen.findByText('可转 ¥640.00')).toBeInTheDocument();
  });

  it('the swap control exchanges the two wallets and clears the amount', async () => {
    const { api } = renderTransfer({ '/api/transfer': ok({ balance: 1380.5 }, '转账成功') });
    await screen.findByRole('button', { name: '转入钱包 AG真人' });
    fireEvent.change(amountField(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '交换转出与转入钱包' }));
    expect(screen.getByRole('button', { name: '转出钱包 AG真人' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转入钱包 平台钱包' })).toBeInTheDocument();
    expect(amountField()).toHaveValue('');
    expect(screen.getByText('可转 ¥520.00')).toBeInTheDocument();
    fireEvent.change(amountField(), { target: { value: '100' } });
    submit();
    await expectToast('转账成功');
    expect(api.callsTo('/api/transfer')[0].body).toEqual({ amount: '100', sourcetype: 'ag', targettype: 'userbalance' });
  });

  it('validates the amount first (docs/product.md §5)', async () => {
    const { api } = renderTransfer();
    await screen.findByRole('button', { name: '转入钱包 AG真人' });
    await pickWallet('转出钱包', '沙巴体育');
    submit();
    expect(await screen.findByText('请输入操作金额！')).toBeInTheDocument();
    expect(api.callsTo('/api/transfer')).toHaveLength(0);
  });

  it('transfers with an idempotency key, says so, clears the amount and refreshes the balances', async () => {
    const { api } = renderTransfer({ '/api/transfer': ok({ balance: 1180.5 }, '转账成功') });
    await screen.findByRole('button', { name: '转入钱包 AG真人' });
    fireEvent.change(amountField(), { target: { value: '100' } });
    api.answer('/api/user', ok({ ...userFixture, balance: '1180.50', gameblance: '740.00' }));
    api.answer('/api/balance', ok({ balance: '1180.50' }));
    api.answer('/api/balancelist', ok(venuesFixture.map((v) => (v.platname === 'ag' ? { ...v, balance: '620.00' } : v))));
    submit();
    await expectToast('转账成功');
    const [call] = api.callsTo('/api/transfer');
    expect(call.body).toEqual({ amount: '100', sourcetype: 'userbalance', targettype: 'ag' });
    expect(call.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    // The toast is shown at once; the cleared field comes with the next render.
    await waitFor(() => expect(amountField()).toHaveValue(''));
    expect(await screen.findByText('¥1,180.50')).toBeInTheDocument();
    expect(await screen.findByText('¥620.00')).toBeInTheDocument();
    // 交易记录 opened next shows this transfer's list, 转入 (3).
    expect(sessionStorage.getItem('h5:lastRecordType')).toBe('3');
  });

  it('a double tap on 立即转账 moves the money once', async () => {
    const held = deferred();
    const { api } = renderTransfer({ '/api/transfer': held.promise });
    await screen.findByRole('button', { name: '转入钱包 AG真人' });
    fireEvent.change(amountField(), { target: { value: '100' } });
    const button = screen.getByRole('button', { name: '立即转账' });
    // Both taps land before React re-renders (no disabled button yet): the guard must hold.
    act(() => {
      button.click();
      button.click();
    });
    held.resolve(ok({ balance: 1180.5 }, '转账成功'));
    await expectToast('转账成功');
    expect(api.callsTo('/api/transfer')).toHaveLength(1);
  });

  it('shows the server refusal and keeps the amount', async () => {
    renderTransfer({ '/api/transfer': fail(210, '余额不足') });
    await screen.findByRole('button', { name: '转入钱包 AG真人' });
    fireEvent.change(amountField(), { target: { value: '99999' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('余额不足');
    expect(amountField()).toHaveValue('99999');
  });

  it('after a network failure, tapping again retries the same transfer with the same key', async () => {
    const { api } = renderTransfer({ '/api/transfer': 'network-error' });
    await screen.findByRole('button', { name: '转入钱包 AG真人' });
    fireEvent.change(amountField(), { target: { value: '100' } });
    submit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    api.answer('/api/transfer', ok({ balance: 1180.5 }, '转账成功'));
    submit();
    await expectToast('转账成功');
    const keys = api.callsTo('/api/transfer').map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('自动免转 on hides the manual form and venue rows cannot be opened; toggling sends the opposite value', async () => {
    const { api } = renderTransfer({ '/api/user': ok(autoTransferUserFixture), '/api/uptransferstatus': ok([], '申请成功') });
    const toggle = await screen.findByRole('switch', { name: '自动免转' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription('开启后余额自动转入游戏场馆');
    expect(screen.queryByRole('button', { name: '立即转账' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^AG真人/ })).not.toBeInTheDocument();

    api.answer('/api/user', ok(userFixture));
    fireEvent.click(toggle);
    await expectToast('操作成功！');
    expect(api.callsTo('/api/uptransferstatus')[0].body).toEqual({ transferstatus: 0 });
    expect(await screen.findByRole('button', { name: '立即转账' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '自动免转' })).toHaveAttribute('aria-checked', 'false');
    // With 免转 off, a venue row opens it: money comes out of that venue.
    fireEvent.click(screen.getByRole('button', { name: '沙巴体育 ¥120.00 转出到平台钱包' }));
    expect(screen.getByRole('button', { name: '转出钱包 沙巴体育' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转入钱包 平台钱包' })).toBeInTheDocument();
    // The change is not made out of sight: the form comes into view with the amount focused.
    await waitFor(() => expect(screen.getByRole('textbox', { name: '转账金额' })).toHaveFocus());
  });

  it('puts the form before the venue list, so it starts within the first screen', async () => {
    renderTransfer();
    const form = await screen.findByTestId('transfer-form');
    const venue = await screen.findByRole('button', { name: /沙巴体育/ });
    expect(form.compareDocumentPosition(venue) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a refused 免转 change shows the server message and keeps the flag', async () => {
    renderTransfer({ '/api/uptransferstatus': fail(500, '系统繁忙，请稍后再试') });
    const toggle = await screen.findByRole('switch', { name: '自动免转' });
    fireEvent.click(toggle);
    await expectToast('系统繁忙，请稍后再试');
    expect(screen.getByRole('switch', { name: '自动免转' })).toHaveAttribute('aria-checked', 'false');
  });

  it('lists 4 venues first, then 展开 / 收起', async () => {
    renderTransfer();
    await screen.findByText('AG真人');
    expect(screen.queryByText('PP电子')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(screen.getByText('PP电子')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.queryByText('PP电子')).not.toBeInTheDocument();
  });

  it('invites a visitor to log in; accepting goes to /login', async () => {
    const { api } = renderTransfer({}, null);
    expect(await screen.findByText('精彩内容等你来体验，快来登录吧！')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Ftransfer');
    expect(api.callsTo('/api/user')).toHaveLength(0);
  });
});
