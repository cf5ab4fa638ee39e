import { fn } from 'storybook/test';
import { links } from '@h5/routing';
import { withRouter } from '@h5/test-utils';
import { AddUsdtCardView } from './add-usdt-card-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const filled = { bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', bank_owner: 'TRC20', pay_pass: '123456' };

const meta = {
  title: 'Features/Wallet/AddUsdtCard',
  component: AddUsdtCardView,
  decorators: [withRouter],
  args: {
    form: { bank_no: '', bank_owner: 'TRC20', pay_pass: '' },
    error: null,
    refusal: null,
    submitting: false,
    onChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
    moreLink: { href: links.usdtmore() },
  },
} satisfies Meta<typeof AddUsdtCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'TRC20 by default' };

export const Erc20: Story = {
  name: 'ERC20 filled in',
  args: { form: { bank_no: '0x52908400098527886E0F7030069857D2E4169EE7', bank_owner: 'ERC20', pay_pass: '123456' } },
};

export const AddressMissing: Story = {
  name: 'Validation: address missing',
  args: { error: { field: 'bank_no', message: '请输入USDT地址' } },
};

export const LimitReached: Story = { name: 'Server refused: 5 addresses', args: { form: filled, refusal: '最多支持添加5个地址' } };

export const Binding: Story = { args: { form: filled, submitting: true } };

export const Narrow320: Story = {
  name: 'Filled in at 320 px',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { form: filled },
};
