import { fn } from 'storybook/test';
import { AddBankCardView } from './add-bank-card-view';
import { banksFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const empty = { bank_owner: '', bank: '', bank_address: '', bank_no: '', pay_pass: '' };
const filled = { bank_owner: '张伟', bank: '招商银行', bank_address: '深圳市南山支行', bank_no: '6214830100998877665', pay_pass: '123456' };

const meta = {
  title: 'Features/Wallet/AddBankCard',
  component: AddBankCardView,
  args: {
    form: empty,
    error: null,
    banks: banksFixture.map((b) => b.bank_name),
    banksFailed: false,
    onRetryBanks: fn(),
    refusal: null,
    submitting: false,
    onChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof AddBankCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form as it opens: nothing typed yet. */
export const BlankForm: Story = {};

export const Filled: Story = { name: 'Filled in', args: { form: filled } };

export const OwnerMissing: Story = { name: 'Validation: name missing', args: { error: { field: 'bank_owner', message: '请输入姓名' } } };

export const CardTooShort: Story = {
  name: 'Validation: card number too short',
  args: { form: { ...filled, bank_no: '621483' }, error: { field: 'bank_no', message: '请输人正确的卡号长度' } },
};

export const WrongPayPassword: Story = { name: 'Server refused: wrong pay password', args: { form: filled, refusal: '支付密码错误' } };

export const Binding: Story = { args: { form: filled, submitting: true } };

export const BanksFailed: Story = { name: 'Bank list failed', args: { banks: undefined, banksFailed: true } };

export const Narrow320: Story = {
  name: 'Filled in at 320 px',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { form: filled },
};
