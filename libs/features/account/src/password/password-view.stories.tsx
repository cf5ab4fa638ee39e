import { fn } from 'storybook/test';
import { PasswordView } from './password-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Account/Password',
  component: PasswordView,
  args: {
    kind: 'login',
    form: { password: '', paypassword: '', newpasword: '' },
    error: null,
    refusal: null,
    saving: false,
    onChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof PasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginPassword: Story = {};

export const WithdrawalPassword: Story = { args: { kind: 'withdrawal' } };

export const ConfirmMismatch: Story = {
  args: {
    form: { password: 'demo888', paypassword: 'newpass1', newpasword: 'newpass2' },
    error: { field: 'newpasword', message: '两次输入的新密码不一致！' },
  },
};

/** The new equal to the old: the message stays, the form is cleared. */
export const SameAsOld: Story = { args: { error: { field: 'paypassword', message: '新密码不能与原密码相同！' } } };

export const OldPasswordWrong: Story = {
  args: { form: { password: 'wrong12', paypassword: 'newpass1', newpasword: 'newpass1' }, refusal: '原密码不正确' },
};

export const Saving: Story = { args: { form: { password: 'demo888', paypassword: 'newpass1', newpasword: 'newpass1' }, saving: true } };

/** 320 px: the ui-kit rows (label above the input) keep the longest message on its line under the field. */
export const Narrow320: Story = {
  args: {
    form: { password: 'demo888', paypassword: 'newpass1', newpasword: 'newpass2' },
    error: { field: 'newpasword', message: '两次输入的新密码不一致！' },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
