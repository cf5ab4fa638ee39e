import { ok } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { depositRecordsFixture, emptyRecordsFixture, transferRecordsFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';
import { TransRecordPage } from './trans-record-page';

beforeAll(installAntdMobileReact19);

const renderRecords = (routes = {}) => renderPage(<TransRecordPage />, { at: '/transRecord', routes });

describe('/transRecord', () => {
  it('lists deposits with order number, amount, way, status by the review table and time', async () => {
    renderRecords();
    const row = (await screen.findByText(/D20261123143001/)).closest('li') as HTMLElement;
    expect(within(row).getByText('USDT')).toBeInTheDocument();
    expect(within(row).getByText('¥700.00')).toBeInTheDocument();
    expect(within(row).getByText('审核中')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-23 14:58:08')).toBeInTheDocument();
    expect(screen.getByText('已通过')).toBeInTheDocument();
    expect(screen.getByText('已拒绝')).toBeInTheDocument();
    expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
  });

  it('asks for all platforms, 30 days and deposits first; each filter change starts over at page 1', async () => {
    const { api } = renderRecords();
    await screen.findByText(/D20261123143001/);
    expect(api.callsTo('/api/gettransrecord')[0].body).toEqual({ date: 4, type: 1, page: 1, api_type: '' });

    api.answer('/api/gettransrecord', (body) => ok(Number(body['type']) === 3 ? transferRecordsFixture : emptyRecordsFixture));
    fireEvent.click(screen.getByRole('button', { name: '类型 存款' }));
    fireEvent.click(await screen.findByRole('option', { name: '转入' }));
    await waitFor(() => expect(screen.queryByText(/D20261123143001/)).not.toBeInTheDocument());
    // Transfers: no order number, statuses by the transfer table.
    expect(await screen.findByText('AG真人')).toBeInTheDocument();
    expect(screen.getByText('成功')).toBeInTheDocument();
    expect(screen.getByText('失败')).toBeInTheDocument();
    expect(screen.queryByText(/订单号/)).not.toBeInTheDocument();
    expect(api.callsTo('/api/gettransrecord').at(-1)?.body).toEqual({ date: 4, type: 3, page: 1, api_type: '' });

    fireEvent.click(screen.getByRole('radio', { name: '今天' }));
    await waitFor(() => expect(api.callsTo('/api/gettransrecord').at(-1)?.body).toEqual({ date: 1, type: 3, page: 1, api_type: '' }));
  });

  it('says 空空如也 when there is nothing, and offers a retry when the network fails', async () => {
    const { api } = renderRecords({ '/api/gettransrecord': 'network-error' });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    api.answer('/api/gettransrecord', ok(emptyRecordsFixture));
    fireEvent.click(retry);
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });

  it('appends pages and stops at the last page', async () => {
    const { api } = renderRecords({
      '/api/gettransrecord': (body: Record<string, unknown>) =>
        ok({ ...depositRecordsFixture, current_page: Number(body['page']), last_page: 2, total: 6, data: depositRecordsFixture.data.map((r) => ({ ...r, out_trade_no: `${r.out_trade_no}-${body['page']}` })) }),
    });
    expect(await screen.findByText('没有更多了~', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(api.callsTo('/api/gettransrecord').map((c) => c.body['page'])).toEqual([1, 2]);
  });

  it('shows a decision made while the player was away when the page is visible again (no poll)', async () => {
    const { api } = renderRecords();
    const row = (await screen.findByText(/D20261123143001/)).closest('li') as HTMLElement;
    expect(within(row).getByText('审核中')).toBeInTheDocument();
    const calls = api.callsTo('/api/gettransrecord').length;
    api.answer('/api/gettransrecord', ok({ ...depositRecordsFixture, data: depositRecordsFixture.data.map((r) => ({ ...r, state: 2 })) }));
    fireEvent(document, new Event('visibilitychange'));
    // The list starts over (a loading state between), then shows the decided statuses.
    await waitFor(() => expect(screen.getAllByText('已通过')).toHaveLength(depositRecordsFixture.data.length));
    expect(screen.queryByText('审核中')).not.toBeInTheDocument();
    // One return, one request (the focus event of the same return is not a second one).
    fireEvent(window, new Event('focus'));
    expect(api.callsTo('/api/gettransrecord')).toHaveLength(calls + 1);
    expect(api.callsTo('/api/gettransrecord').at(-1)?.body).toEqual({ date: 4, type: 1, page: 1, api_type: '' });
  });
});
