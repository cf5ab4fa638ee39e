import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { fail, ok } from '@h5/test-utils';
import type { FakeAnswer } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import { firstOverviewFixture, oneSessionFixture, overviewFixture, sessionsFixture } from './account-security-fixtures';
import AccountSecurityPage from './account-security-page';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);
afterEach(() => act(() => Toast.clear()));

const render = (routes: Record<string, FakeAnswer>) => renderPage(<AccountSecurityPage />, { at: '/accountSecurity', routes });
const member = { '/api/security': ok(overviewFixture), '/api/security/sessions': ok(sessionsFixture) };

describe('/accountSecurity', () => {
  it('shows the skeleton while the overview is on its way', () => {
    render({ '/api/security': new Promise(() => undefined), '/api/security/sessions': ok(sessionsFixture) });
    expect(screen.getByRole('heading', { name: '账户安全' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('登录设备')).toBeNull();
  });

  it('shows 加载失败 when the overview cannot be read, and loads again on 重试', async () => {
    const { api } = render({ '/api/security': 'network-error', '/api/security/sessions': ok(sessionsFixture) });
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    api.answer('/api/security', ok(overviewFixture));
    fireEvent.click(screen.getByRole('button', { name: /重试|重新加载/ }));
    expect(await screen.findByText('iPhone Safari')).toBeInTheDocument();
  });

  it('a member with nothing added: no passkey, authenticator off, first login, one device and no 下线其他所有设备', async () => {
    render({ '/api/security': ok(firstOverviewFixture), '/api/security/sessions': ok(oneSessionFixture) });
    expect(await screen.findByText('尚未添加通行密钥')).toBeInTheDocument();
    expect(screen.getByText('未开启')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开启验证器' })).toBeInTheDocument();
    expect(screen.getByText('这是您的首次登录')).toBeInTheDocument();
    expect(screen.getAllByTestId('device-row')).toHaveLength(1);
    expect(screen.getByText('iPhone · Safari · 本设备')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下线其他所有设备' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^下线 / })).toBeNull();
    expect(screen.getByRole('tab', { name: '关闭', selected: true })).toBeInTheDocument();
  });

  it('lists the passkeys, the previous login and the devices as the server answers them', async () => {
    render(member);
    expect(await screen.findByText('iPhone Safari')).toBeInTheDocument();
    expect(screen.getAllByTestId('passkey-row')).toHaveLength(2);
    expect(screen.getByText('添加于 2026-11-30 18:01:02')).toBeInTheDocument();
    expect(screen.getByText('已开启')).toBeInTheDocument();
    const previous = screen.getByTestId('previous-login');
    expect(previous).toHaveTextContent('2026-12-01 21:05:09');
    expect(previous).toHaveTextContent('203.0.113.7');
    const devices = screen.getAllByTestId('device-row');
    expect(devices).toHaveLength(2);
    expect(within(devices[1]).getByText('198.51.100.23')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '15分钟', selected: true })).toBeInTheDocument();
  });

  it('下线 ends that session on the server and the list follows', async () => {
    const { api } = render({ ...member, '/api/security/sessions/end': ok([], '已下线') });
    const end = await screen.findByRole('button', { name: '下线 Android · Chrome' });
    // The server's list once that session is over: what the refetch after the call reads.
    api.answer('/api/security/sessions', ok(oneSessionFixture));
    fireEvent.click(end);
    await waitFor(() => expect(api.callsTo('/api/security/sessions/end')).toHaveLength(1));
    expect(api.callsTo('/api/security/sessions/end')[0].body).toEqual({ id: 29 });
    await waitFor(() => expect(screen.getAllByTestId('device-row')).toHaveLength(1));
  });

  it('the idle logout choice is saved on the server', async () => {
    const { api } = render({ ...member, '/api/security/idle': ok({ idle_minutes: 60 }, '已保存') });
    fireEvent.click(await screen.findByRole('tab', { name: '1小时' }));
    await waitFor(() => expect(api.callsTo('/api/security/idle')[0]?.body).toEqual({ minutes: 60 }));
  });

  it('removing a passkey is confirmed first (here with the authenticator code) and sent under the confirmed key', async () => {
    const { api } = render({
      ...member,
      '/api/security/confirm/begin': ok({ challenge_id: 41, passkey: null, totp: true }),
      '/api/security/confirm/finish': ok({ by: 'totp' }),
      '/api/security/passkey/remove': ok([], '已删除'),
    });
    fireEvent.click(await screen.findByRole('button', { name: '删除 Mac Chrome' }));
    expect(await screen.findByText('确定删除通行密钥“Mac Chrome”吗？')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    await screen.findByRole('alertdialog', { name: '安全确认' });
    fireEvent.change(screen.getByLabelText('验证器中的6位验证码'), { target: { value: '246810' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    await waitFor(() => expect(api.callsTo('/api/security/passkey/remove')).toHaveLength(1));
    const [begin] = api.callsTo('/api/security/confirm/begin');
    expect(begin.body).toEqual({ action: 'passkey-remove', destination: '2' });
    expect(api.callsTo('/api/security/confirm/finish')[0].body).toEqual({ challenge_id: 41, code: '246810' });
    const [removed] = api.callsTo('/api/security/passkey/remove');
    expect(removed.body).toEqual({ id: 2 });
    expect(removed.idempotencyKey).toBe(begin.idempotencyKey);
  });

  it('a refused change shows the server message', async () => {
    render({ ...member, '/api/security/sessions/end-others': fail(240, '此操作需要通行密钥或验证器确认') });
    fireEvent.click(await screen.findByRole('button', { name: '下线其他所有设备' }));
    expect(await screen.findByText('此操作需要通行密钥或验证器确认')).toBeInTheDocument();
  });
});
