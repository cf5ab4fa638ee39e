import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok } from '@h5/test-utils';
import RedPacketsPage from './red-packets-page';
import { redPacketInfoFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

describe('/hongbao', () => {
  it('shows remaining (floored at 0), acquired and max, the rules table and the rule text', async () => {
    renderPage(<RedPacketsPage />, { at: '/hongbao', routes: { '/api/userredpacket': ok({ ...redPacketInfoFixture, sendnums: -1 }) } });
    const remaining = (await screen.findByText('剩余次数')).parentElement as HTMLElement;
    expect(within(remaining).getByText('0')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')[1].textContent).toBe('2026-11-01 00:00:00 ~ 2026-12-31 23:59:59¥100.00 - ¥999.991');
    expect(screen.getByText('红包开放时间为每日北京时间10:00-12:00。')).toBeInTheDocument();
  });

  it('hides the rules table when there are no rules', async () => {
    renderPage(<RedPacketsPage />, { at: '/hongbao', routes: { '/api/userredpacket': ok({ ...redPacketInfoFixture, rules: [] }) } });
    await screen.findByText('剩余次数');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('grabs once on a double tap, shows the amount and reloads the info and the balance', async () => {
    const { api } = renderPage(<RedPacketsPage />, { at: '/hongbao' });
    await screen.findByText('剩余次数');
    await waitFor(() => expect(api.callsTo('/api/userredpacket')).toHaveLength(1));
    const grab = screen.getByRole('button', { name: '抢红包' });
    fireEvent.click(grab);
    fireEvent.click(grab);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¥18.88')).toBeInTheDocument();
    const grabs = api.callsTo('/api/douserredpacket');
    expect(grabs).toHaveLength(1);
    expect(grabs[0].idempotencyKey).toMatch(/.{8,}/);
    await waitFor(() => expect(api.callsTo('/api/userredpacket')).toHaveLength(2));
  });

  it('refuses without asking the server when no grab is left, with recharge now to /wallet?type=0', async () => {
    const { api } = renderPage(<RedPacketsPage />, {
      at: '/hongbao',
      routes: { '/api/userredpacket': ok({ ...redPacketInfoFixture, sendnums: 0 }) },
    });
    await screen.findByText('剩余次数');
    fireEvent.click(screen.getByRole('button', { name: '抢红包' }));
    expect(await screen.findByText('您暂未达到领取条件，快去完成吧！')).toBeInTheDocument();
    expect(api.callsTo('/api/douserredpacket')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '立即存款' }));
    expect(screen.getByTestId('location').textContent).toBe('/wallet?type=0');
  });

  it('says 服务器异常，请稍后再试 when the network fails', async () => {
    renderPage(<RedPacketsPage />, { at: '/hongbao', routes: { '/api/douserredpacket': 'network-error' } });
    await screen.findByText('剩余次数');
    fireEvent.click(screen.getByRole('button', { name: '抢红包' }));
    expect(await screen.findByText('服务器异常，请稍后再试')).toBeInTheDocument();
  });

  it('shows 红包已关闭 when the switch is off, and asks nothing', async () => {
    const { api } = renderPage(<RedPacketsPage />, { at: '/hongbao', routes: { '/api/app': ok({ redpacket_switch: 0 }) } });
    expect(await screen.findByText('红包已关闭')).toBeInTheDocument();
    expect(api.callsTo('/api/userredpacket')).toHaveLength(0);
  });

  it('invites a visitor to log in', async () => {
    renderPage(<RedPacketsPage />, { at: '/hongbao', token: null });
    expect(await screen.findByText('精彩内容等你来体验，快来登录吧！')).toBeInTheDocument();
  });
});
