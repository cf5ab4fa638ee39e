import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok, page } from '@h5/test-utils';
import ActivityPage from './activity-page';
import { activitiesFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

describe('/activity', () => {
  it('shows 全部 then the types, every activity linking to its detail, and the END divider', async () => {
    const { api } = renderPage(<ActivityPage />, { at: '/activity', token: null });
    const link = await screen.findByRole('link', { name: /新会员首存送38%/ });
    expect(link).toHaveAttribute('href', '/activityInfo?id=11');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '新人专享', '日常活动', '真人体育']);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByText('END')).toBeInTheDocument();
    expect(api.callsTo('/api/activitylist')[0].body).toEqual({});
  });

  it('reloads filtered by type on a tab change, and unfiltered back on 全部', async () => {
    const { api } = renderPage(<ActivityPage />, { at: '/activity' });
    await screen.findByRole('link', { name: /新会员首存送38%/ });
    fireEvent.click(screen.getByRole('tab', { name: '日常活动' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /新会员首存送38%/ })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: /每日签到领彩金/ })).toBeInTheDocument();
    expect(api.callsTo('/api/activitylist').at(-1)?.body).toEqual({ type: 2 });
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    expect(await screen.findByRole('link', { name: /新会员首存送38%/ })).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    const { api } = renderPage(<ActivityPage />, { at: '/activity', routes: { '/api/activitylist': 'network-error' } });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    api.answer('/api/activitylist', ok(page(activitiesFixture)));
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: /真人视讯周周返/ })).toBeInTheDocument();
  });
});
