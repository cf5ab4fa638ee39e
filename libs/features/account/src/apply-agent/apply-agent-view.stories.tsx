import { fn } from 'storybook/test';
import { ROUTES } from '@h5/routing';
import { userFixture, withRouter } from '@h5/test-utils';
import { ApplyAgentView } from './apply-agent-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Account/ApplyAgent',
  component: ApplyAgentView,
  decorators: [withRouter],
  args: {
    visitor: false,
    user: userFixture,
    failed: false,
    onRetry: fn(),
    form: { mobile: '13800138000', apply_info: '' },
    error: null,
    refusal: null,
    done: null,
    saving: false,
    onChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
    consultLink: { href: ROUTES.kefu },
  },
} satisfies Meta<typeof ApplyAgentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

export const MobileInvalid: Story = {
  args: { form: { mobile: '15412345678', apply_info: '' }, error: { field: 'mobile', message: '请输入正确手机号' } },
};

export const ReasonMissing: Story = { args: { error: { field: 'apply_info', message: '请输入申请理由' } } };

export const Submitted: Story = { args: { done: '申请已提交，请等待审核' } };

export const ServerRefused: Story = { args: { form: { mobile: '13800138000', apply_info: '有500人的推广群' }, refusal: '您已提交过申请' } };

export const Visitor: Story = { args: { visitor: true, user: undefined, form: { mobile: '', apply_info: '' } } };

export const Loading: Story = { args: { user: undefined } };

/** 320 px: the consult button, the read-only names and the reason's textarea with its message. */
export const Narrow320: Story = {
  args: { error: { field: 'apply_info', message: '请输入申请理由' } },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
