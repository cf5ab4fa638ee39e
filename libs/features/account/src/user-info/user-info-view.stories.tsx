import { fn } from 'storybook/test';
import { userFixture } from '@h5/test-utils';
import { UserInfoView } from './user-info-view';
import { AVATAR_PNG } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const picker = {
  open: false,
  show: fn(),
  close: fn(),
  value: new Date(1990, 5, 18),
  min: new Date(1980, 0, 1),
  max: new Date(2026, 10, 23),
  pick: fn(),
};

const meta = {
  title: 'Features/Account/UserInfo',
  component: UserInfoView,
  args: {
    user: userFixture,
    failed: false,
    onRetry: fn(),
    onBack: fn(),
    avatarSrc: AVATAR_PNG,
    avatarUploading: false,
    avatarRefusal: null,
    onPickAvatar: fn(),
    form: { mobile: '13800138000', email: 'zhangwei88@163.com', birthday: '1990-06-18' },
    error: null,
    refusal: null,
    saving: false,
    onChange: fn(),
    onSubmit: fn(),
    picker,
  },
} satisfies Meta<typeof UserInfoView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** A member who never filled in the profile. */
export const Blank: Story = { args: { avatarSrc: null, form: { mobile: '', email: '', birthday: '' } } };

export const MobileInvalid: Story = {
  args: { form: { mobile: '12345', email: '', birthday: '' }, error: { field: 'mobile', message: '请输入正确手机号' } },
};

export const EmailInvalid: Story = {
  args: { form: { mobile: '13912345678', email: 'zhangwei', birthday: '' }, error: { field: 'email', message: '请输入正确邮箱号' } },
};

export const BirthdayMissing: Story = {
  args: {
    form: { mobile: '13912345678', email: 'li@qq.com', birthday: '' },
    error: { field: 'birthday', message: '请输入正确的日期格式：YYYY-MM-DD' },
  },
};

/** The wheels open on the stored birthday. */
export const PickingBirthday: Story = { args: { picker: { ...picker, open: true } } };

export const Saving: Story = { args: { saving: true } };

export const ServerRefused: Story = { args: { refusal: '手机号已被使用' } };

export const Loading: Story = { args: { user: undefined } };

export const Error: Story = { args: { user: undefined, failed: true } };

/** 320 px: the birthday row's date-picker trigger with the longest §5 message under it. */
export const Narrow320: Story = {
  args: {
    form: { mobile: '13912345678', email: 'li@qq.com', birthday: '' },
    error: { field: 'birthday', message: '请输入正确的日期格式：YYYY-MM-DD' },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
