import { act, screen } from '@testing-library/react';
import { fail, type FakeAnswer } from '@h5/test-utils';
import SupportPage from './support-page';
import { ok, renderRoute } from '../test/render-route';

const render = (routes: Record<string, FakeAnswer>) => renderRoute('/kefu', '/kefu', SupportPage, { routes });

describe('/kefu', () => {
  it('frames the service URL getservicerurl answers, titled and sandboxed', async () => {
    const { api } = render({ '/api/getservicerurl': ok({ url: 'https://chat.example/room', domain: 'https://h5.example' }) });
    const frame = await screen.findByTitle('在线客服页面');
    expect(frame).toHaveAttribute('src', 'https://chat.example/room');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(api.callsTo('/api/getservicerurl')).toHaveLength(1);
  });

  it('shows the server message and a way home when the service is refused', async () => {
    render({ '/api/getservicerurl': fail(500, '客服系统维护中') });
    expect(await screen.findByText('客服系统维护中')).toBeInTheDocument();
    expect(screen.queryByTitle('在线客服页面')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '返回首页' }).click());
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('retries after a network failure', async () => {
    const { api } = render({ '/api/getservicerurl': 'network-error' });
    expect(await screen.findByText('客服页面加载失败，请稍后再试')).toBeInTheDocument();
    api.answer('/api/getservicerurl', ok({ url: 'https://chat.example/room', domain: '' }));
    act(() => screen.getByRole('button', { name: '重新加载' }).click());
    expect(await screen.findByTitle('在线客服页面')).toHaveAttribute('src', 'https://chat.example/room');
  });
});
