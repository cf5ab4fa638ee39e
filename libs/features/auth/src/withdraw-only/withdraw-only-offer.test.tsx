import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { currentLocation, renderLogin, shownCode } from '../test/render-page';

afterEach(() => act(() => Toast.clear()));
beforeEach(() => sessionStorage.clear());

const REFUSAL = '您已设置暂停账户，2026-03-17 12:00:00 前无法登录';
const WITHDRAW_ONLY = { api_token: 'tok-withdraw-only', scope: 'withdraw', until: '2026-03-17 12:00:00' };

function logIn() {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'demo888' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'demo888' } });
  fireEvent.change(screen.getByLabelText('验证码'), { target: { value: shownCode() } });
  fireEvent.click(screen.getByText('登录', { selector: 'button' }));
}

// A login in a time-out or self-exclusion is refused with its end date, and the player can still withdraw.
describe('/login — refused during a time-out or self-exclusion', () => {
  it('shows the refusal and offers the way on: 取款 opens /withdrawal in a withdraw-only session', async () => {
    const { store } = renderLogin('/login', { '/api/login_pc': { code: 231, message: REFUSAL, data: WITHDRAW_ONLY } });
    logIn();
    const dialog = await screen.findByRole('alertdialog', { name: '暂停期间仅可提款' });
    expect(within(dialog).getByText(REFUSAL)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      '您的资金始终属于您：暂停期间您仍可登录取款、添加收款账户并查看取款记录；存款和游戏将在暂停结束后恢复。',
    );
    // The form says it too, as before.
    expect(document.querySelector('[role="alert"]')?.textContent?.trim()).toBe(REFUSAL);
    expect(store.getState().session.token).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: '取款' }));
    await waitFor(() => expect(currentLocation()).toBe('/withdrawal'));
    expect(store.getState().session).toMatchObject({ token: 'tok-withdraw-only', withdrawOnlyUntil: '2026-03-17 12:00:00' });
    // Kept beside the token (the shell's listener stores that), so a reload stays withdraw-only.
    expect(sessionStorage.getItem('withdrawOnlyUntil')).toBe('2026-03-17 12:00:00');
  });

  it('关闭 keeps nothing: the player stays on /login, logged out', async () => {
    const { store } = renderLogin('/login', { '/api/login_pc': { code: 231, message: REFUSAL, data: WITHDRAW_ONLY } });
    logIn();
    const dialog = await screen.findByRole('alertdialog', { name: '暂停期间仅可提款' });
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/login');
    expect(store.getState().session).toMatchObject({ token: null, withdrawOnlyUntil: null });
    expect(sessionStorage.getItem('withdrawOnlyUntil')).toBeNull();
  });

  it('a 231 without a session (an older server) is only the refusal', async () => {
    renderLogin('/login', { '/api/login_pc': { code: 231, message: REFUSAL, data: [] } });
    logIn();
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
