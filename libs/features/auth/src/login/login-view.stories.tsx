import { Link } from 'react-router-dom';
import { fn } from 'storybook/test';
import { AUTH_MESSAGES } from '@h5/domain';
import { links } from '@h5/routing';
import { withRouter } from '@h5/test-utils';
import { LoginView, type LoginPanelForm } from './login-view';
import { captchaDataUrl } from '../captcha/captcha-picture';
import { messages } from '../messages';
import { appInfoFixture, emptyLogin, emptyRegister, filledLogin, filledRegister, serviceUrlFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const login = (form: Partial<Extract<LoginPanelForm, { kind: 'login' }>> = {}): LoginPanelForm => ({
  kind: 'login',
  values: emptyLogin,
  onChange: fn(),
  onSubmit: fn(),
  ...form,
});

const register = (form: Partial<Extract<LoginPanelForm, { kind: 'register' }>> = {}): LoginPanelForm => ({
  kind: 'register',
  values: emptyRegister,
  onChange: fn(),
  onSubmit: fn(),
  ...form,
});

const meta = {
  title: 'Features/Auth/Login',
  component: LoginView,
  decorators: [withRouter],
  args: {
    siteTitle: appInfoFixture.title,
    serviceUrl: serviceUrlFixture.url,
    panel: login(),
    captcha: { src: captchaDataUrl(0), index: 0 },
    onCaptchaClick: fn(),
    onSwitch: fn(),
    locale: 'zh-CN',
    onLanguage: fn(),
    visitorLink: <Link to={links.home()}>{messages.visitor}</Link>,
    serviceLink: <Link to={links.kefu()}>{messages.service}</Link>,
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login form as it opens: nothing typed yet. */
export const Initial: Story = {};

/** Before app info and the service address arrive: the plain welcome, 在线客服 to the in-app page. */
export const SiteUnknown: Story = { args: { siteTitle: undefined, serviceUrl: undefined } };

export const Filled: Story = { args: { panel: login({ values: filledLogin }) } };

export const ValidationError: Story = {
  args: {
    panel: login({ values: { ...emptyLogin, name: 'demo888' }, error: { field: 'password', message: AUTH_MESSAGES.loginRequired } }),
  },
};

/** After a wrong code: the field is cleared and another picture is shown. */
export const WrongCaptcha: Story = {
  args: {
    panel: login({ values: { ...filledLogin, code: '' }, error: { field: 'code', message: AUTH_MESSAGES.captchaWrong } }),
    captcha: { src: captchaDataUrl(7), index: 7 },
  },
};

export const Submitting: Story = { args: { panel: login({ values: filledLogin, submitting: true }) } };

export const ServerError: Story = { args: { panel: login({ values: filledLogin, error: { message: '登录密码错误' } }) } };

export const Narrow320: Story = {
  args: { panel: login({ values: filledLogin }) },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** /login?type=1: the register form as it opens. */
export const Register: Story = { args: { panel: register(), captcha: { src: captchaDataUrl(3), index: 3 } } };

export const RegisterFilled: Story = {
  args: { panel: register({ values: filledRegister }), captcha: { src: captchaDataUrl(3), index: 3 } },
};

export const RegisterValidationError: Story = {
  args: {
    panel: register({
      values: { ...filledRegister, confirmPass: 'secret124', code: '' },
      error: { field: 'confirmPass', message: AUTH_MESSAGES.confirmMismatch },
    }),
    captcha: { src: captchaDataUrl(3), index: 3 },
  },
};

export const RegisterNameTooShort: Story = {
  args: {
    panel: register({ values: { ...emptyRegister, name: 'abc' }, error: { field: 'name', message: AUTH_MESSAGES.nameLength } }),
    captcha: { src: captchaDataUrl(3), index: 3 },
  },
};

export const RegisterWrongCaptcha: Story = {
  args: {
    panel: register({ values: { ...filledRegister, code: '' }, error: { field: 'code', message: AUTH_MESSAGES.captchaWrong } }),
    captcha: { src: captchaDataUrl(12), index: 12 },
  },
};

export const RegisterSubmitting: Story = {
  args: { panel: register({ values: filledRegister, submitting: true }), captcha: { src: captchaDataUrl(3), index: 3 } },
};

export const RegisterServerError: Story = {
  args: { panel: register({ values: filledRegister, error: { message: '用户名已注册' } }), captcha: { src: captchaDataUrl(3), index: 3 } },
};

export const RegisterNarrow320: Story = {
  args: { panel: register({ values: filledRegister }), captcha: { src: captchaDataUrl(3), index: 3 } },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
