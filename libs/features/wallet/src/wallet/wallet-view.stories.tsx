import { fn } from 'storybook/test';
import { links } from '@h5/routing';
import { bankCardsFixture, usdtAddressesFixture, withRouter } from '@h5/test-utils';
import { WalletView } from './wallet-view';
import { fullBankCardsFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Wallet/Wallet',
  component: WalletView,
  decorators: [withRouter],
  args: {
    tab: 1,
    kind: 'usdt',
    cards: usdtAddressesFixture,
    failed: false,
    onRetry: fn(),
    canAdd: true,
    limitHint: null,
    onTab: fn(),
    onUnbind: fn(),
    onBack: fn(),
    addLink: { href: links.addUsdtCard() },
  },
} satisfies Meta<typeof WalletView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UsdtAddresses: Story = { name: 'USDT addresses' };

export const BankCards: Story = {
  name: 'Bank cards',
  args: { tab: 2, kind: 'bank', cards: bankCardsFixture, addLink: { href: links.addBankCard() } },
};

export const FiveBankCards: Story = {
  name: 'Five bank cards (add hidden)',
  args: { tab: 2, kind: 'bank', cards: fullBankCardsFixture, canAdd: false, limitHint: '最多支持添加5张银行卡' },
};

export const NoAddress: Story = { name: 'No address yet', args: { cards: [] } };

export const Loading: Story = { args: { cards: undefined, canAdd: false } };

export const LoadFailed: Story = { name: 'Load failed', args: { cards: undefined, failed: true, canAdd: false } };

export const Narrow320: Story = {
  name: 'Bank cards at 320 px',
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { tab: 2, kind: 'bank', cards: bankCardsFixture, addLink: { href: links.addBankCard() } },
};
