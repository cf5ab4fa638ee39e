import { AUTH_MESSAGES } from '@h5/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { captchaDataUrl } from '../captcha/captcha-picture';
import { StoryFrame } from '../components/story-frame';
import { emptyRegister, filledRegister } from '../fixtures';
import { RegisterPanel } from './register-panel';

const meta = {
  title: 'Features/Auth/Register',
  component: RegisterPanel,
  decorators: [
    (Story) => (
      <StoryFrame registering>
        <Story />
      </StoryFrame>
    ),
  ],
  args: {
    values: emptyRegister,
    onChange: fn(),
    captcha: { src: captchaDataUrl(3), index: 3 },
    onCaptchaClick: fn(),
    onSubmit: fn(),
    onSwitch: fn(),
  },
} satisfies Meta<typeof RegisterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens: nothing typed yet. */
export const Initial: Story = {};

export const Filled: Story = { args: { values: filledRegister } };

export const ValidationError: Story = {
  args: {
    values: { ...filledRegister, confirmPass: 'secret124', code: '' },
    error: { field: 'confirmPass', message: AUTH_MESSAGES.confirmMismatch },
  },
};

export const NameTooShort: Story = {
  args: { values: { ...emptyRegister, name: 'abc' }, error: { field: 'name', message: AUTH_MESSAGES.nameLength } },
};

export const WrongCaptcha: Story = {
  args: {
    values: { ...filledRegister, code: '' },
    captcha: { src: captchaDataUrl(12), index: 12 },
    error: { field: 'code', message: AUTH_MESSAGES.captchaWrong },
  },
};

export const Submitting: Story = { args: { values: filledRegister, submitting: true } };

export const ServerError: Story = { args: { values: filledRegister, error: { message: '用户名已注册' } } };

export const Narrow320: Story = {
  args: { values: filledRegister },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
