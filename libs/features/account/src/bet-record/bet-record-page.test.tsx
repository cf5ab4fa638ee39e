import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, page } from '@h5/test-utils';
import BetRecordPage from './bet-record-page';
import { betsFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

describe('/betRecord', () => {
  it('lists bets with order number, amount, payout, game, status and time', async () => {
    renderPage(<BetRecordPage />, { at: '/betRecord' });
    const row = (await screen.findByText(/AG2611221830120001/)).closest('li') as HTMLElement;
    expect(within(row).getByText('AG真人')).toBeInTheDocument();
    expect(within(row).getByText('¥100.00')).toBeInTheDocument();
    expect(within(row).getByText('+¥95.00')).toBeInTheDocument();
    expect(within(row).getByText('已结算')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-22 18:30:12')).toBeInTheDocument();
    expect(screen.getByText('未结算')).toBeInTheDocument();
    expect(screen.getByText('无效')).toBeInTheDocument();
    expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
  });

  it('asks for all platforms and 30 days first; a filter change starts over at page 1', async () => {
    const { api } = renderPage(<BetRecordPage />, { at: '/betRecord' });
    await screen.findByText(/AG2611221830120001/);
    expect(api.callsTo('/api/betrecord')[0].body).toEqual({ date: 4, page: 1, api_type: '' });

    api.answer('/api/betrecord', (body) => ok(page(body['api_type'] === 'sb' ? [betsFixture[1]] : [])));
    fireEvent.click(screen.getByRole('button', { name: '平台 全平台' }));
    fireEvent.click(await screen.findByRole('option', { name: '沙巴体育' }));
    await waitFor(() => expect(screen.queryByText(/AG2611221830120001/)).not.toBeInTheDocument());
    expect(await screen.findByText(/SB2611221745330007/)).toBeInTheDocument();
    expect(api.callsTo('/api/betrecord').at(-1)?.body).toEqual({ date: 4, page: 1, api_type: 'sb' });

    fireEvent.click(screen.getByRole('radio', { name: '今天' }));
    await waitFor(() => expect(api.callsTo('/api/betrecord').at(-1)?.body).toEqual({ date: 1, page: 1, api_type: 'sb' }));
  });

  it('says 空空如也 when nothing was bet, and offers a retry when the network fails', async () => {
    const { api } = renderPage(<BetRecordPage />, { at: '/betRecord', routes: { '/api/betrecord': 'network-error' } });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    api.answer('/api/betrecord', ok(page([])));
    fireEvent.click(retry);
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });
});
