import { ok, page } from '@h5/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rebateDataFixture, rebateRecordsFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';
import FanshuiPage from './fanshui-page';

describe('/fanshui', () => {
  it('shows claimed and pending totals and the records, asking 全平台 and 30 days first', async () => {
    const { api } = renderPage(<FanshuiPage />, { at: '/fanshui' });
    const row = (await screen.findByText('AG真人', { selector: 'span' })).closest('li') as HTMLElement;
    expect(within(row).getByText('¥12.60')).toBeInTheDocument();
    expect(within(row).getByText('未领取')).toBeInTheDocument();
    expect(screen.getByText('已领取')).toBeInTheDocument();
    expect(screen.getByText('¥8.40', { selector: 'dd *' })).toBeInTheDocument();
    expect(api.callsTo('/api/getfanshui')[0].body).toEqual({ date: 4, page: 1, api_type: '', type: '' });
    expect(screen.getByRole('button', { name: '平台 全平台' })).toBeInTheDocument();
  });

  it('claims once on a double tap, toasts the server message, then reloads list and user info', async () => {
    const { api } = renderPage(<FanshuiPage />, { at: '/fanshui' });
    await screen.findByText('未领取');
    const usersBefore = api.callsTo('/api/user').length;
    api.answer('/api/getfanshui', ok({ list: page([{ ...rebateRecordsFixture[0], state: 1, updated_at: '2026-11-23 14:00:00' }, rebateRecordsFixture[1]]), jisuan: '21.00', nojisuan: '0.00' }));
    const claim = screen.getByRole('button', { name: '一键领取' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(await screen.findByText('领取成功')).toBeInTheDocument();
    expect(api.callsTo('/api/dofanshui')).toHaveLength(1);
    expect(api.callsTo('/api/dofanshui')[0].idempotencyKey).toMatch(/.{8,}/);
    await waitFor(() => expect(screen.queryByText('未领取')).not.toBeInTheDocument());
    expect(api.callsTo('/api/user').length).toBeGreaterThanOrEqual(usersBefore);
    // Nothing pending now: refused before asking the server.
    fireEvent.click(await screen.findByRole('button', { name: '一键领取' }));
    expect(await screen.findByText('暂无领取额度！')).toBeInTheDocument();
    expect(api.callsTo('/api/dofanshui')).toHaveLength(1);
  });

  it('filters by platform and says 空空如也 when nothing matches', async () => {
    const { api } = renderPage(<FanshuiPage />, { at: '/fanshui' });
    await screen.findByText('未领取');
    api.answer('/api/getfanshui', ok({ ...rebateDataFixture, list: page([]) }));
    fireEvent.click(screen.getByRole('button', { name: '平台 全平台' }));
    fireEvent.click(await screen.findByRole('option', { name: '沙巴体育' }));
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
    expect(api.callsTo('/api/getfanshui').at(-1)?.body).toEqual({ date: 4, page: 1, api_type: 'sb', type: '' });
  });
});
