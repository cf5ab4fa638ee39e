import { fn } from 'storybook/test';
import { ResponsibleGamingView } from './responsible-gaming-view';
import { protectionFixture, statementFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Account/ResponsibleGaming',
  component: ResponsibleGamingView,
  args: {
    state: 'ready',
    overview: protectionFixture,
    months: statementFixture.months,
    period: 'day',
    amount: '',
    error: null,
    refusal: null,
    saving: false,
    onBack: fn(),
    onRetry: fn(),
    onPeriod: fn(),
    onAmount: fn(),
    onSaveLimit: fn(),
    onRemoveLimit: fn(),
    onReality: fn(),
    onExclude: fn(),
  },
} satisfies Meta<typeof ResponsibleGamingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A daily limit part used, a weekly raise waiting its 24 hours, reminders every 30 minutes. */
export const Default: Story = {};

/** Nothing set yet: no limits, reminders off, a quiet year. */
export const NothingSet: Story = {
  args: {
    overview: {
      limits: (['day', 'week', 'month'] as const).map((period) => ({ period, amount: null, pending: null, used: '0.00', left: null })),
      reality_minutes: 0,
    },
    months: statementFixture.months.map((m) => ({ ...m, deposits: '0.00', withdrawals: '0.00', net: '0.00' })),
  },
};

export const Loading: Story = { args: { state: 'loading', overview: null, months: null } };

export const Error: Story = { args: { state: 'error', overview: null, months: null } };

export const AmountInvalid: Story = { args: { amount: '12.345', error: '请输入正确的限额金额' } };

/** The server refused the form (here: the network was away). */
export const Refusal: Story = { args: { amount: '800', refusal: '网络异常，请检查网络后重试' } };

export const Saving: Story = { args: { period: 'week', amount: '5000', saving: true } };

export const Narrow320: Story = { args: { amount: '800' }, globals: { viewport: { value: 'narrow', isRotated: false } } };

/** The limits' names ("Semanal", "Mensal") fit their column at 320 px in Portuguese. */
export const Narrow320PtBR: Story = {
  args: { amount: '800' },
  globals: { viewport: { value: 'narrow', isRotated: false }, locale: 'pt-BR' },
};
