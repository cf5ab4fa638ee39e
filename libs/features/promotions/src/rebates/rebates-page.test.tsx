import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { accountApi } from '@h5/api-client';
import { act, deferred, ok, page } from '@h5/test-utils';
import RebatesPage from './rebates-page';
import { rebateDataFixture, rebateRecordsFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

describe('/fanshui', () => {
  it('shows claimed and pending totals and the records, asking 全平台 and 30 days first', async () => {
    const { api } = renderPage(<RebatesPage />, { at: '/fanshui' });
    const row = (await screen.findByText('AG真人', { selector: 'span' })).closest('li') as HTMLElement;
    expect(within(row).getByText('¥12.60')).toBeInTheDocument();
    expect(within(row).getByText('未领取')).toBeInTheDocument();
    expect(screen.getByText('已领取')).toBeInTheDocument();
    expect(screen.getByText('¥8.40', { selector: 'dd *' })).toBeInTheDocument();
    expect(api.callsTo('/api/getfanshui')[0].body).toEqual({ date: 4, page: 1, api_type: '', type: '' });
    expect(screen.getByRole('button', { name: '平台 全平台' })).toBeInTheDocument();
  });

  it('claims once on a double tap, toasts the server message, then refreshes list and user info keeping the rows until the fresh page arrives', async () => {
    const { api, store } = renderPage(<RebatesPage />, { at: '/fanshui' });
    // What the shell's header holds while the page is open.
    store.dispatch(accountApi.endpoints.user.initiate());
    await screen.findByText('未领取');
    await waitFor(() => expect(api.callsTo('/api/user').length).toBeGreaterThan(0));
    const usersBefore = api.callsTo('/api/user').length;
    const listCalls = api.callsTo('/api/getfanshui').length;
    const held = deferred();
    api.answer('/api/getfanshui', held.promise);
    const claim = screen.getByRole('button', { name: '一键领取' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await screen.findByText('领取成功')).toBeInTheDocument();
    expect(api.callsTo('/api/dofanshui')).toHaveLength(1);
    expect(api.callsTo('/api/dofanshui')[0].idempotencyKey).toMatch(/.{8,}/);
    await waitFor(() => expect(api.callsTo('/api/getfanshui').length).toBeGreaterThan(listCalls));
    expect(api.callsTo('/api/getfanshui').at(-1)?.body).toEqual({ date: 4, page: 1, api_type: '', type: '' });

    // While page 1 is asked again the rows and totals shown stay, with no loading state in their place.
    expect(screen.getAllByRole('listitem')).toHaveLength(rebateRecordsFixture.length);
    expect(screen.getByText('未领取')).toBeInTheDocument();
    expect(screen.getByText('¥12.60', { selector: 'dd *' })).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
    expect(screen.getByRole('list').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    await act(async () =>
      held.resolve(
        ok({
          list: page([{ ...rebateRecordsFixture[0], state: 1, updated_at: '2026-11-23 14:00:00' }, rebateRecordsFixture[1]]),
          jisuan: '21.00',
          nojisuan: '0.00',
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('未领取')).not.toBeInTheDocument());
    const row = screen.getByText('AG真人', { selector: 'span' }).closest('li') as HTMLElement;
    expect(within(row).getByText('已领取')).toBeInTheDocument();
    expect(within(row).getByText(/2026-11-23 14:00:00/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(rebateRecordsFixture.length);
    expect(screen.getByText('¥21.00', { selector: 'dd *' })).toBeInTheDocument();
    expect(screen.getByRole('list').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    expect(api.callsTo('/api/user')).toHaveLength(usersBefore + 1);
    // One request for the fresh page 1 (the claim's own invalidation of the records is the same one).
    expect(api.callsTo('/api/getfanshui')).toHaveLength(listCalls + 1);

    // Nothing pending now: refused before asking the server.
    fireEvent.click(screen.getByRole('button', { name: '一键领取' }));
    expect(await screen.findByText('暂无领取额度！')).toBeInTheDocument();
    expect(api.callsTo('/api/dofanshui')).toHaveLength(1);
  });

  it('filters by platform and says 空空如也 when nothing matches', async () => {
    const { api } = renderPage(<RebatesPage />, { at: '/fanshui' });
    await screen.findByText('未领取');
    api.answer('/api/getfanshui', ok({ ...rebateDataFixture, list: page([]) }));
    fireEvent.click(screen.getByRole('button', { name: '平台 全平台' }));
    fireEvent.click(await screen.findByRole('option', { name: '沙巴体育' }));
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
    expect(api.callsTo('/api/getfanshui').at(-1)?.body).toEqual({ date: 4, page: 1, api_type: 'sb', type: '' });
  });
});
