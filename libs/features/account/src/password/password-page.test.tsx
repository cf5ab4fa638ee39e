import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { overlay, restoreChinese } from '@h5/domain';
import { fail, ok } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import PasswordPage from './password-page';
import en from '../locales/en';
import * as accountMessages from '../messages';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);
afterEach(() => act(() => Toast.clear()));

const fill = (old: string, next: string, again: string) => {
  fireEvent.change(screen.getByLabelText('原密码'), { target: { value: old } });
  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: again } });
  fireEvent.click(screen.getByRole('button', { name: '确认' }));
};

describe('/password', () => {
  // A language is written onto the texts after this module has loaded (a player whose
  // first screen is this one); the screen reads them when rendering, not when it loaded.
  it('shows its texts in the language they are in when it renders', async () => {
    overlay(accountMessages, en);
    try {
      renderPage(<PasswordPage />, { at: '/password?type=1' });
      expect(await screen.findByPlaceholderText('Enter your current password')).toBeInTheDocument();
    } finally {
      restoreChinese(accountMessages);
    }
  });
  it('gives the seven messages of docs/product.md §5 in order; the new equal to the old clears the form', async () => {
    const { api } = renderPage(<PasswordPage />, { at: '/password?type=1' });
    expect(screen.getByRole('heading', { name: '修改登录密码' })).toBeInTheDocument();
    const steps: Array<[string, string, string, string]> = [
      ['', '', '', '请输入原密码！'],
      ['abc', '', '', '请输入新密码！'],
      ['abc', 'xyz', '', '原密码长度不能少于6位！'],
      ['abc123', 'xyz', '', '新密码长度不能少于6位！'],
      ['abc123', 'xyz789', '', '请再次输入新密码！'],
      ['abc123', 'xyz789', 'xyz780', '两次输入的新密码不一致！'],
      ['abc123', 'abc123', 'abc123', '新密码不能与原密码相同！'],
    ];
    for (const [old, next, again, message] of steps) {
      fill(old, next, again);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('原密码')).toHaveValue('');
    expect(screen.getByLabelText('新密码')).toHaveValue('');
    expect(screen.getByLabelText('确认新密码')).toHaveValue('');
    expect(api.callsTo('/api/editPassword')).toHaveLength(0);
  });

  it('logs the member out after a login password change, without calling logoff on the dead session', async () => {
    const { api, store } = renderPage(<PasswordPage />, {
      at: '/password?type=1',
      routes: { '/api/editPassword': ok([], '密码修改成功，请重新登录') },
    });
    fill('demo888', 'newpass1', 'newpass1');
    expect(await screen.findByText('密码修改成功，请重新登录')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(api.callsTo('/api/editPassword')[0].body).toEqual({ password: 'demo888', paypassword: 'newpass1' });
    expect(api.callsTo('/api/logoff')).toHaveLength(0);
  });

  it('keeps the member logged in after a withdrawal password change (any type but 1)', async () => {
    const { api, store } = renderPage(<PasswordPage />, {
      at: '/password?type=2',
      routes: { '/api/editPayPassword': ok([], '支付密码修改成功') },
    });
    expect(screen.getByRole('heading', { name: '修改取款密码' })).toBeInTheDocument();
    fill('123456', '654321', '654321');
    expect(await screen.findByText('支付密码修改成功')).toBeInTheDocument();
    expect(store.getState().session.token).toBe('member-token');
    expect(api.callsTo('/api/editPayPassword')).toHaveLength(1);
    expect(api.callsTo('/api/editPassword')).toHaveLength(0);
  });

  it('shows the server refusal and the network failure, and the member stays', async () => {
    const { api, store } = renderPage(<PasswordPage />, {
      at: '/password?type=1',
      routes: { '/api/editPassword': fail(205, '原密码不正确') },
    });
    fill('wrong123', 'newpass1', 'newpass1');
    expect(await screen.findByText('原密码不正确')).toBeInTheDocument();
    api.answer('/api/editPassword', 'network-error');
    fill('wrong123', 'newpass1', 'newpass1');
    expect(await screen.findByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    expect(store.getState().session.token).toBe('member-token');
  });
});
