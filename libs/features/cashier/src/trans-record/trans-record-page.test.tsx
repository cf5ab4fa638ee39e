import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act, deferred, ok } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import TransRecordPage from './trans-record-page';
import { depositRecordsFixture, emptyRecordsFixture, transferRecordsFixture, withdrawRecordsFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);

const renderRecords = (routes = {}) => renderPage(<TransRecordPage />, { at: '/transRecord', routes });

/** The player comes back to the page: the browser fires visibilitychange at the document, bubbling to the window. */
function returnToPage() {
  fireEvent(document, new Event('visibilitychange', { bubbles: true }));
}

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

  it("shows 拒绝原因 with the operator's reason on a refused withdrawal, and on no other row", async () => {
    renderPage(<TransRecordPage />, { at: '/transRecord?type=2', routes: { '/api/gettransrecord': ok(withdrawRecordsFixture) } });
    const refused = (await screen.findByText('拒绝原因：持卡人姓名与实名不符')).closest('li') as HTMLElement;
    expect(within(refused).getByText('已拒绝')).toBeInTheDocument();
    expect(within(refused).getByText('¥300.00')).toBeInTheDocument();
    expect(screen.getAllByText(/拒绝原因/)).toHaveLength(1);
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

  it('opens on the type the address names (a withdrawal leads to ?type=2), and a type change is written to the address', async () => {
    const { api } = renderPage(<TransRecordPage />, { at: '/transRecord?type=2' });
    expect(await screen.findByRole('button', { name: '类型 取款' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/api/gettransrecord')[0]?.body).toEqual({ date: 4, type: 2, page: 1, api_type: '' }));
    fireEvent.click(screen.getByRole('button', { name: '类型 取款' }));
    fireEvent.click(await screen.findByRole('option', { name: '转出' }));
    // Still this page (the address changed in place), now asking for transfers out.
    await waitFor(() => expect(api.callsTo('/api/gettransrecord').at(-1)?.body).toEqual({ date: 4, type: 4, page: 1, api_type: '' }));
    expect(screen.getByRole('button', { name: '类型 转出' })).toBeInTheDocument();
  });

  it("without a type in the address, opens on the tab's last money action (a transfer in), else on 存款", async () => {
    sessionStorage.setItem('h5:lastRecordType', '3');
    const { api, unmount } = renderRecords();
    expect(await screen.findByRole('button', { name: '类型 转入' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/api/gettransrecord')[0]?.body).toEqual({ date: 4, type: 3, page: 1, api_type: '' }));
    unmount();
    sessionStorage.clear();
    renderRecords();
    expect(await screen.findByRole('button', { name: '类型 存款' })).toBeInTheDocument();
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
        ok({
          ...depositRecordsFixture,
          current_page: Number(body['page']),
          last_page: 2,
          total: 6,
          data: depositRecordsFixture.data.map((r) => ({ ...r, out_trade_no: `${r.out_trade_no}-${body['page']}` })),
        }),
    });
    expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(api.callsTo('/api/gettransrecord').map((c) => c.body['page'])).toEqual([1, 2]);
  });

  it('shows a decision made while the player was away when the page is visible again (no poll), keeping the rows until it arrives', async () => {
    const { api } = renderRecords();
    const row = (await screen.findByText(/D20261123143001/)).closest('li') as HTMLElement;
    expect(within(row).getByText('审核中')).toBeInTheDocument();
    await screen.findByText('没有更多了~');
    const calls = api.callsTo('/api/gettransrecord').length;
    const held = deferred();
    api.answer('/api/gettransrecord', held.promise);
    returnToPage();
    await waitFor(() => expect(api.callsTo('/api/gettransrecord')).toHaveLength(calls + 1));
    expect(api.callsTo('/api/gettransrecord').at(-1)?.body).toEqual({ date: 4, type: 1, page: 1, api_type: '' });

    // While page 1 is asked again the rows shown stay, with no loading state in their place.
    await waitFor(() => expect(screen.getByRole('list').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getAllByRole('listitem')).toHaveLength(depositRecordsFixture.data.length);
    expect(screen.getByText('审核中')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('list').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    // One return, one request (the focus event of the same return is not a second one).
    fireEvent(window, new Event('focus'));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(api.callsTo('/api/gettransrecord')).toHaveLength(calls + 1);

    await act(async () =>
      held.resolve(ok({ ...depositRecordsFixture, data: depositRecordsFixture.data.map((r) => ({ ...r, state: 2 })) })),
    );
    await waitFor(() => expect(screen.getAllByText('已通过')).toHaveLength(depositRecordsFixture.data.length));
    expect(screen.queryByText('审核中')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(depositRecordsFixture.data.length);
    expect(screen.getByText('没有更多了~')).toBeInTheDocument();
    expect(screen.getByRole('list').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the rows and says the load failed when the refresh of a return fails; 重新加载 brings the fresh page', async () => {
    const { api } = renderRecords();
    await screen.findByText('没有更多了~');
    api.answer('/api/gettransrecord', 'network-error');
    returnToPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('加载失败，请稍后再试');
    expect(screen.getAllByRole('listitem')).toHaveLength(depositRecordsFixture.data.length);
    expect(screen.getByText('审核中')).toBeInTheDocument();

    api.answer(
      '/api/gettransrecord',
      ok({ ...depositRecordsFixture, data: depositRecordsFixture.data.slice(0, 1).map((r) => ({ ...r, state: 2 })) }),
    );
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('已通过')).toBeInTheDocument();
    expect(api.callsTo('/api/gettransrecord').at(-1)?.body).toEqual({ date: 4, type: 1, page: 1, api_type: '' });
  });

  it('after a refresh of a return the infinite scroll goes on from page 2 of the fresh list, without doubled rows', async () => {
    const twoPages = (tag: string) => (body: Record<string, unknown>) =>
      ok({
        ...depositRecordsFixture,
        current_page: Number(body['page']),
        last_page: 2,
        total: 6,
        data: depositRecordsFixture.data.map((r) => ({ ...r, out_trade_no: `${r.out_trade_no}-${tag}${body['page']}` })),
      });
    const { api } = renderRecords({ '/api/gettransrecord': twoPages('旧') });
    expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);

    api.answer('/api/gettransrecord', twoPages('新'));
    returnToPage();
    await waitFor(() => expect(screen.queryAllByText(/-旧/)).toHaveLength(0));
    expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getAllByText(/-新1$/)).toHaveLength(3);
    expect(screen.getAllByText(/-新2$/)).toHaveLength(3);
    expect(api.callsTo('/api/gettransrecord').map((c) => c.body['page'])).toEqual([1, 2, 1, 2]);
  });

  it('a filter change is other data: the old rows go and the loading state shows until the new page 1 arrives', async () => {
    const { api } = renderRecords();
    await screen.findByText('没有更多了~');
    const held = deferred();
    api.answer('/api/gettransrecord', held.promise);
    fireEvent.click(screen.getByRole('radio', { name: '今天' }));
    expect(await screen.findByText('加载中')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await act(async () => held.resolve(ok(transferRecordsFixture)));
    expect(await screen.findByText('AG真人')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(transferRecordsFixture.data.length);
  });
});
