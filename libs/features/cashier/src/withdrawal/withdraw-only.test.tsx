import { fireEvent } from '@testing-library/react';
import { ok, screen, waitFor, within } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import WithdrawalPage from './withdrawal-page';
import { renderPage } from '../test/render-page';
import TransRecordPage from '../trans-record/trans-record-page';

beforeAll(installAntdMobileReact19);

const UNTIL = '2026-03-17 12:00:00';

// A member in a time-out or self-exclusion whose refused login opened a withdraw-only session.
describe('/withdrawal and /transRecord in a withdraw-only session', () => {
  it('/withdrawal says why only this is open, with the records and 退出登录 beside the form', async () => {
    renderPage(<WithdrawalPage />, { at: '/withdrawal', withdrawOnlyUntil: UNTIL });
    expect(await screen.findByText(`您已设置暂停账户，${UNTIL} 前仅可提款。您的资金始终属于您，可随时取出。`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即取款' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '取款记录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/transRecord');
  });

  it('退出登录 asks first, then ends the session on the server and in the app', async () => {
    const { api, store } = renderPage(<WithdrawalPage />, {
      at: '/withdrawal',
      withdrawOnlyUntil: UNTIL,
      routes: { '/api/logoff': ok([]) },
    });
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('您确定要退出登录吗?');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(api.callsTo('/api/logoff')).toHaveLength(1);
    expect(store.getState().session.withdrawOnlyUntil).toBeNull();
  });

  it('a full session sees no notice', async () => {
    renderPage(<WithdrawalPage />, { at: '/withdrawal' });
    expect(await screen.findByRole('button', { name: '立即取款' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取款记录' })).not.toBeInTheDocument();
    expect(screen.queryByText(/前仅可提款/)).not.toBeInTheDocument();
  });

  it('/transRecord opens on the withdrawals and offers no other type', async () => {
    const { api } = renderPage(<TransRecordPage />, { at: '/transRecord', withdrawOnlyUntil: UNTIL });
    await waitFor(() => expect(api.callsTo('/api/gettransrecord').length).toBeGreaterThan(0));
    expect(api.callsTo('/api/gettransrecord').every((call) => Number(call.body['type']) === 2)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '类型 取款' }));
    const picker = await screen.findByRole('dialog', { name: '选择类型' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['取款']);
  });
});
