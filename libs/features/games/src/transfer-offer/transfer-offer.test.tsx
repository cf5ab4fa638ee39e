import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { userFixture, type FakeAnswer } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import { ok, renderHome } from '../test/render-home';

beforeAll(async () => {
  installAntdMobileReact19();
  await import('../components/game-launch');
});
afterEach(() => {
  act(() => Toast.clear());
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '');
});

const TOKEN = 'member-token-0123456789abcdef';
const gameButton = (name: string) => within(screen.getByRole('tabpanel')).getByRole('button', { name: new RegExp(name) });
const venues = (ag: string) =>
  ok([
    { platname: 'ag', name: 'AG真人', balance: ag },
    { platname: 'dg', name: 'DG真人', balance: '0.00' },
  ]);

function renderMember(routes: Record<string, FakeAnswer> = {}) {
  return renderHome({
    token: TOKEN,
    routes: {
      '/api/user': ok({ ...userFixture, balance: '1280.50', transferstatus: 0 }),
      '/api/balancelist': venues('0.00'),
      '/api/transfer': ok({ balance: '0.50' }),
      ...routes,
    },
  });
}

async function openAg() {
  await screen.findByText('AG真人');
  act(() => gameButton('AG真人').click());
  return screen.findByRole('dialog', { name: '转入游戏余额' });
}

describe('the offer to move money in before a game', () => {
  it('offers the central wallet in whole yuan; 转入并进入游戏 moves it with the transfer call, then opens the game', async () => {
    const { api } = renderMember();
    const dialog = await openAg();
    expect(within(dialog).getByText('AG真人余额为 ¥0.00，中心钱包有 ¥1,280.50。转入后即可在游戏中使用。')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/转入金额/)).toHaveValue('1280.00');
    expect(api.callsTo('/api/getGameUrl')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/转入金额/), { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '转入并进入游戏' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/gamePage?name=ag&type=0&code=realbet');
    const [transfer] = api.callsTo('/api/transfer');
    expect(transfer.body).toEqual({ amount: '200', sourcetype: 'userbalance', targettype: 'ag' });
    expect(transfer.idempotencyKey).toMatch(/\S{8,}/);
    // The game URL was asked after the transfer, not before.
    const order = api.calls.map((call) => call.path).filter((path) => path === '/api/transfer' || path === '/api/getGameUrl');
    expect(order).toEqual(['/api/transfer', '/api/getGameUrl']);
    // 交易记录 opened next shows transfers in.
    expect(sessionStorage.getItem('h5:lastRecordType')).toBe('3');
  });

  it('直接进入 opens the game without moving anything; the × opens nothing', async () => {
    const { api } = renderMember();
    let dialog = await openAg();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('/api/getGameUrl')).toHaveLength(0);

    dialog = await openAg();
    fireEvent.click(within(dialog).getByRole('button', { name: '直接进入' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/gamePage?name=ag&type=0&code=realbet');
    expect(api.callsTo('/api/transfer')).toHaveLength(0);
  });

  it('a refused transfer shows the server message and opens nothing; an empty amount is asked for', async () => {
    const { api } = renderMember({ '/api/transfer': { code: 202, message: '余额不足', data: [] } });
    const dialog = await openAg();
    fireEvent.change(within(dialog).getByLabelText(/转入金额/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '转入并进入游戏' }));
    expect(await within(dialog).findByText('请输入操作金额！')).toBeInTheDocument();
    expect(api.callsTo('/api/transfer')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/转入金额/), { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '转入并进入游戏' }));
    expect(await within(dialog).findByText('余额不足')).toBeInTheDocument();
    expect(api.callsTo('/api/getGameUrl')).toHaveLength(0);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('offers nothing when the venue holds money or 自动免转 is on: the game opens at once', async () => {
    const { api, unmount } = renderMember({ '/api/balancelist': venues('20.00') });
    await screen.findByText('AG真人');
    act(() => gameButton('AG真人').click());
    expect(await screen.findByTestId('location')).toHaveTextContent('/gamePage');
    expect(api.callsTo('/api/balancelist').length).toBeGreaterThan(0);
    unmount();

    renderMember({ '/api/user': ok({ ...userFixture, balance: '1280.50', transferstatus: 1 }) });
    await screen.findByText('AG真人');
    act(() => gameButton('AG真人').click());
    expect(await screen.findByTestId('location')).toHaveTextContent('/gamePage');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
