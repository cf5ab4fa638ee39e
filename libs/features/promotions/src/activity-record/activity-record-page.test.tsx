import { fireEvent, screen, within } from '@testing-library/react';
import { ok, page } from '@h5/test-utils';
import ActivityRecordPage from './activity-record-page';
import { applicationsFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

describe('/activityRecord', () => {
  it('lists title, application time and the §4 status of each application', async () => {
    const { api } = renderPage(<ActivityRecordPage />, {
      at: '/activityRecord',
      routes: { '/api/activityApplyLog': ok(page([...applicationsFixture, { ...applicationsFixture[0], id: 9, state: 4 }])) },
    });
    const row = (await screen.findByText('每日签到领彩金')).closest('li') as HTMLElement;
    expect(within(row).getByText('已通过')).toBeInTheDocument();
    expect(within(row).getByText('申请时间：2026-11-20 10:15:03')).toBeInTheDocument();
    expect(screen.getByText('审核中')).toBeInTheDocument();
    expect(screen.getByText('已拒绝')).toBeInTheDocument();
    expect(screen.getByText('未知')).toBeInTheDocument();
    expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
    expect(api.callsTo('/api/activityApplyLog')[0].body).toEqual({ page: 1 });
  });

  it('says 空空如也 with no applications, and offers a retry when the network fails', async () => {
    const { api } = renderPage(<ActivityRecordPage />, { at: '/activityRecord', routes: { '/api/activityApplyLog': 'network-error' } });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    api.answer('/api/activityApplyLog', ok(page([])));
    fireEvent.click(retry);
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });

  it('toasts the server message when the server refuses the load (docs/product.md §8)', async () => {
    renderPage(<ActivityRecordPage />, {
      at: '/activityRecord',
      routes: { '/api/activityApplyLog': { code: 500, message: '系统繁忙，请稍后再试', data: null } },
    });
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
