import { AUTH_MESSAGES } from '@h5/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { captchaDataUrl } from '../captcha/captcha-picture';
import { StoryFrame } from '../components/story-frame';
import { emptyLogin, filledLogin } from '../fixtures';
import { LoginPanel } from './login-panel';

const meta = {
  title: 'Features/Auth/Login',
  component: LoginPanel,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: {
    values: emptyLogin,
    onChange: fn(),
    captcha: { src: captchaDataUrl(0), index: 0 },
    onCaptchaClick: fn(),
    onSubmit: fn(),
    onSwitch: fn(),
  },
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens: nothing typed yet. */
export const Initial: Story = {};

export const Filled: Story = { args: { values: filledLogin } };

export const ValidationError: Story = {
  args: { values: { ...emptyLogin, name: 'demo888' }, error: { field: 'password', message: AUTH_MESSAGES.loginRequired } },
};

/** After a wrong code: the field is cleared and another picture is shown. */
export const WrongCaptcha: Story = {
  args: {
    values: { ...filledLogin, code: '' },
    captcha: { src: captchaDataUrl(7), index: 7 },
    error: { field: 'code', message: AUTH_MESSAGES.captchaWrong },
  },
};

export const Submitting: Story = { args: { values: filledLogin, submitting: true } };

export const ServerError: Story = { args: { values: filledLogin, error: { message: '登录密码错误' } } };

export const Narrow320: Story = {
  args: { values: filledLogin },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
