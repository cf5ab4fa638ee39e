import { act, fireEvent, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { expectToast, fail, ok, screen, waitFor } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import ResponsibleGamingPage from './responsible-gaming-page';
import { protectionFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);
afterEach(() => act(() => Toast.clear()));

const at = '/responsibleGaming';
const amountField = () => screen.getByLabelText('每日限额金额');
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存限额' }));

describe('/responsibleGaming', () => {
  it('shows each limit with what it leaves, a pending raise with its time, the reminder and the statement', async () => {
    renderPage(<ResponsibleGamingPage />, { at });
    expect(screen.getByRole('heading', { level: 1, name: '负责任博彩' })).toBeInTheDocument();
    const day = await screen.findByTestId('limit-day');
    expect(day).toHaveTextContent('每日¥1,000.00已存¥300.00剩余¥700.00');
    expect(screen.getByTestId('limit-week')).toHaveTextContent('调整为 ¥5,000.00，2026-03-11 12:00:00 生效');
    expect(screen.getByTestId('limit-month')).toHaveTextContent('未设置');
    expect(screen.getByRole('tab', { name: '30分钟' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /2026-03/ })).toHaveTextContent('2026-03¥1,300.00¥500.00+¥800.00');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
  });

  it('checks the amount before asking the server: empty, then not an amount', async () => {
    const { api } = renderPage(<ResponsibleGamingPage />, { at });
    await screen.findByTestId('limit-day');
    save();
    expect(await screen.findByText('请输入限额金额')).toBeInTheDocument();
    for (const bad of ['abc', '0', '12.345']) {
      fireEvent.change(amountField(), { target: { value: bad } });
      save();
      expect(await screen.findByText('请输入正确的限额金额')).toBeInTheDocument();
    }
    expect(api.callsTo('/api/protection/limit')).toHaveLength(0);
  });

  it('saves a limit for the chosen period and shows when it holds (the server says)', async () => {
    const { api } = renderPage(<ResponsibleGamingPage />, {
      at,
      routes: { '/api/protection/limit': ok({ limits: protectionFixture.limits }, '限额将于2026-03-11 12:00:00生效') },
    });
    await screen.findByTestId('limit-day');
    fireEvent.click(screen.getByRole('tab', { name: '每周' }));
    fireEvent.change(screen.getByLabelText('每周限额金额'), { target: { value: '5000' } });
    save();
    await expectToast('限额将于2026-03-11 12:00:00生效');
    expect(api.callsTo('/api/protection/limit')[0].body).toEqual({ period: 'week', amount: '5000' });
    expect(screen.getByLabelText('每周限额金额')).toHaveValue('');
  });

  it('取消限额 asks for the removal; a refusal from the server shows on the form', async () => {
    const { api } = renderPage(<ResponsibleGamingPage />, {
      at,
      routes: { '/api/protection/limit': fail(422, '请选择限额周期（每日、每周或每月）') },
    });
    await screen.findByTestId('limit-day');
    fireEvent.click(screen.getByRole('button', { name: '取消限额' }));
    expect(await screen.findByText('请选择限额周期（每日、每周或每月）')).toBeInTheDocument();
    expect(api.callsTo('/api/protection/limit')[0].body).toEqual({ period: 'day', amount: '' });
  });

  it('shows the network text when the save cannot reach the server', async () => {
    renderPage(<ResponsibleGamingPage />, { at, routes: { '/api/protection/limit': 'network-error' } });
    await screen.findByTestId('limit-day');
    fireEvent.change(amountField(), { target: { value: '800' } });
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent(/网络/);
  });

  it('picks the reality-check interval', async () => {
    const { api } = renderPage(<ResponsibleGamingPage />, {
      at,
      routes: { '/api/protection/reality': ok({ reality_minutes: 15 }, '设置成功') },
    });
    await screen.findByTestId('limit-day');
    fireEvent.click(screen.getByRole('tab', { name: '15分钟' }));
    await expectToast('设置成功');
    expect(api.callsTo('/api/protection/reality')[0].body).toEqual({ minutes: 15 });
  });

  it('a time-out asks first, says what happens, then ends the session', async () => {
    const { api, store } = renderPage(<ResponsibleGamingPage />, {
      at,
      routes: { '/api/protection/exclude': ok({ kind: 'timeout', ends_at: '2026-03-17 12:00:00' }, '已生效，您已退出登录') },
    });
    await screen.findByTestId('limit-day');
    fireEvent.click(screen.getByRole('button', { name: '冷静期7天' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确认开始冷静期？');
    expect(dialog).toHaveTextContent('冷静期7天：您将立即退出登录，期间无法登录、存款或进入游戏，也不能提前结束。已提交的提现照常处理。');
    fireEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('/api/protection/exclude')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '自我排除1年' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认开始' }));
    await expectToast('已生效，2026-03-17 12:00:00 结束');
    expect(api.callsTo('/api/protection/exclude')[0].body).toEqual({ duration: '1y' });
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(api.callsTo('/api/logoff')).toHaveLength(0);
  });

  it('shows the error state with 重试 when the settings cannot load', async () => {
    const { api } = renderPage(<ResponsibleGamingPage />, { at, routes: { '/api/protection': 'network-error' } });
    expect(await screen.findByText('加载失败，请重试')).toBeInTheDocument();
    api.answer('/api/protection', ok(protectionFixture));
    fireEvent.click(screen.getByRole('button', { name: /重试|重新加载/ }));
    expect(await screen.findByTestId('limit-day')).toBeInTheDocument();
  });

  it('返回 goes back to where the player came from', async () => {
    renderPage(<ResponsibleGamingPage />, { at, from: '/mine' });
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/mine');
  });
});
