import { fireEvent, screen, waitFor } from '@testing-library/react';
import ActivityInfoPage from './activity-info-page';
import { renderPage } from '../test/render-page';

describe('/activityInfo', () => {
  it('shows banner, title, details and rules; a visitor gets 前往登录 leading to /login', async () => {
    const { api } = renderPage(<ActivityInfoPage />, { at: '/activityInfo?id=11', token: null });
    expect(await screen.findByRole('heading', { name: '新会员首存送38%' })).toBeInTheDocument();
    expect(screen.getByText('活动对象：全体新注册会员')).toBeInTheDocument();
    expect(screen.getByText('本站保留活动最终解释权。')).toBeInTheDocument();
    expect(api.callsTo('/api/activitydeatil')[0].body).toEqual({ id: 11 });
    expect(screen.queryByRole('button', { name: '立即申请' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '前往登录' }));
    expect(screen.getByTestId('location').textContent).toMatch(/^\/login/);
  });

  it('lets a member apply once per tap and toasts the server message', async () => {
    const { api } = renderPage(<ActivityInfoPage />, { at: '/activityInfo?id=11' });
    fireEvent.click(await screen.findByRole('button', { name: '立即申请' }));
    expect(await screen.findByText('申请成功，请等待审核')).toBeInTheDocument();
    expect(api.callsTo('/api/doactivityapply')[0].body).toEqual({ activityid: 11 });
  });

  it('toasts a refusal message too (whatever the code)', async () => {
    renderPage(<ActivityInfoPage />, {
      at: '/activityInfo?id=11',
      routes: { '/api/doactivityapply': { code: 202, message: '您已申请过该活动', data: null } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '立即申请' }));
    await waitFor(() => expect(screen.getByText('您已申请过该活动')).toBeInTheDocument());
  });
});
