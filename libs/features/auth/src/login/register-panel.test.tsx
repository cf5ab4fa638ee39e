import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { overlay, restoreChinese } from '@h5/domain';
import en from '../locales/en';
import * as authMessages from '../messages';
import { captchaImage, currentLocation, renderLogin, shownCode, WRONG_CODE } from '../test/render-page';

afterEach(() => act(() => Toast.clear()));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByText('注册', { selector: 'button' }));
// Role queries are slow in jsdom; the alert is found by its role attribute directly.
const alert = () => document.querySelector('[role="alert"]');
const alertText = () => alert()?.textContent?.trim();

function fillValidForm(name = 'player01') {
  type('用户名', name);
  type('密码', 'secret1');
  type('确认密码', 'secret1');
  type('真实姓名', '张三');
  type('支付密码', '123456');
  type('验证码', shownCode());
}

describe('/login?type=1 — register panel', () => {
  // A language is written onto the texts after this module has loaded (a player whose
  // first screen is this one); the screen reads them when rendering, not when it loaded.
  it('shows its texts in the language they are in when it renders', async () => {
    overlay(authMessages, en);
    try {
      renderLogin('/login?type=1');
      expect(await screen.findByPlaceholderText('6–16 letters or digits')).toBeInTheDocument();
    } finally {
      restoreChinese(authMessages);
    }
  });
  it('limits text fields to 32 characters and the captcha to 4', () => {
    renderLogin('/login?type=1');
    for (const label of ['用户名', '密码', '确认密码', '真实姓名', '支付密码']) expect(field(label)).toHaveAttribute('maxLength', '32');
    expect(field('验证码')).toHaveAttribute('maxLength', '4');
  });

  it('shows every register message once, in the spec order, and clears a wrong captcha', () => {
    const { api } = renderLogin('/login?type=1');
    const steps: Array<[string, string, string]> = [
      ['用户名', 'abc', '用户名长度6~16位，以字母或数字组合！'],
      ['用户名', 'player01', '请输入正确的密码长度，最少6位！'],
      ['密码', '12345', '请输入正确的密码长度，最少6位！'],
      ['密码', 'secret1', '两次密码不一致！'],
      ['确认密码', 'secret2', '两次密码不一致！'],
      ['确认密码', 'secret1', '请输入您的真实姓名!'],
      ['真实姓名', '张', '请输入您的真实姓名!'],
      ['真实姓名', '张三', '请输入正确的支付密码长度，最少6位！'],
      ['支付密码', '12345', '请输入正确的支付密码长度，最少6位！'],
      ['支付密码', '123456', '请输入验证码！'],
    ];
    submit();
    expect(alertText()).toBe('用户名长度6~16位，以字母或数字组合！');
    for (const [label, value, expected] of steps) {
      type(label, value);
      submit();
      expect(alertText()).toBe(expected);
    }

    const picture = captchaImage().src;
    type('验证码', WRONG_CODE);
    submit();
    expect(alertText()).toBe('验证码错误！');
    expect(field('验证码').value).toBe('');
    expect(captchaImage().src).not.toBe(picture);
    expect(api.callsTo('/api/register')).toHaveLength(0);
  });

  it('registers with the pid, takes the token, loads the member and lands on the redirect', async () => {
    const { api, store } = renderLogin('/login?type=1&pid=ref42&redirect=%2Fmine', {
      // Not the bare 注册成功: the next test proves the client adds no text of its own, and a
      // toast of this test (shown by a lazily loaded module) may still arrive there.
      '/api/register': { code: 200, message: '注册成功，欢迎您', data: { username: 'player01', api_token: 'tok-new' } },
    });
    fillValidForm();
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/mine'));
    expect(api.callsTo('/api/register')[0].body).toMatchObject({
      name: 'player01',
      password: 'secret1',
      confirmPass: 'secret1',
      realname: '张三',
      paypassword: '123456',
      pid: 'ref42',
    });
    expect(store.getState().session.token).toBe('tok-new');
    expect(api.callsTo('/api/user')[0].authorization).toBe('Bearer tok-new');
    expect(await screen.findByText('注册成功，欢迎您')).toBeInTheDocument();
  });

  it('shows the server message on success, whatever it says (docs/product.md §8: register always shows the server message)', async () => {
    renderLogin('/login?type=1', {
      '/api/register': { code: 200, message: '恭喜您，注册成功！欢迎加入', data: { username: 'player02', api_token: 'tok-2' } },
    });
    fillValidForm('player02');
    submit();
    expect(await screen.findByText('恭喜您，注册成功！欢迎加入')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    // No text of the client's own beside it.
    expect(screen.queryByText('注册成功')).not.toBeInTheDocument();
  });

  it('shows the server message when the name is taken, and sends no pid when there is none', async () => {
    const { api, store } = renderLogin('/login?type=1', { '/api/register': { code: 201, message: '用户名已注册', data: [] } });
    fillValidForm('demo888');
    submit();
    expect(await screen.findByText('用户名已注册')).toBeInTheDocument();
    expect(api.callsTo('/api/register')[0].body).not.toHaveProperty('pid');
    expect(store.getState().session.token).toBeNull();
    expect(currentLocation()).toBe('/login?type=1');
  });

  it('says so when the network fails instead of doing nothing', async () => {
    renderLogin('/login?type=1', { '/api/register': 'network-error' });
    fillValidForm();
    submit();
    expect(await screen.findByText('网络异常，请检查网络后重试')).toBeInTheDocument();
  });
});
