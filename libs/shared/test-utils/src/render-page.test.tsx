import { fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { useUserQuery } from '@h5/api-client';
import { ok } from './fake-api';
import { userFixture } from './fixtures/member';
import { deferred, pageRenderer, renderPage } from './render-page';

/** A page that asks for the member and can go back or elsewhere. */
function MemberPage() {
  const user = useUserQuery();
  const navigate = useNavigate();
  return (
    <>
      <h1>{user.data ? user.data.username : user.isError ? '加载失败' : '加载中'}</h1>
      <button type="button" onClick={() => navigate(-1)}>
        返回
      </button>
      <button type="button" onClick={() => navigate('/money?tab=1')}>
        我的钱包
      </button>
    </>
  );
}

describe('renderPage', () => {
  it('runs the real store against the fake API with the member token, and shows where a tap led', async () => {
    const { api } = renderPage(<MemberPage />, { at: '/mine', routes: { '/api/user': ok(userFixture) } });
    expect(await screen.findByRole('heading', { name: 'zhangwei88' })).toBeInTheDocument();
    expect(api.callsTo('/api/user')[0].authorization).toBe('Bearer member-token');
    fireEvent.click(screen.getByRole('button', { name: '我的钱包' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/money?tab=1');
  });

  it('goes back to the screen it was opened from', async () => {
    renderPage(<MemberPage />, { at: '/mine', from: '/home', routes: { '/api/user': ok(userFixture) } });
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it("answers a feature's defaults unless the test says otherwise", async () => {
    const held = deferred();
    const render = pageRenderer(() => ({ '/api/user': ok({ ...userFixture, username: 'default888' }) }));
    const first = render(<MemberPage />, { at: '/mine' });
    expect(await screen.findByRole('heading', { name: 'default888' })).toBeInTheDocument();
    first.unmount();

    render(<MemberPage />, { at: '/mine', routes: { '/api/user': held.promise } });
    expect(screen.getByRole('heading', { name: '加载中' })).toBeInTheDocument();
    held.resolve(ok({ ...userFixture, username: 'held888' }));
    expect(await screen.findByRole('heading', { name: 'held888' })).toBeInTheDocument();
  });
});
