import { fn } from 'storybook/test';
import { TransferOfferView } from './transfer-offer-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Games/Transfer Offer',
  component: TransferOfferView,
  args: {
    offer: { platname: 'obgdy', name: 'OB电子', central: 128050, movable: 128000 },
    amount: '1280.00',
    error: null,
    refusal: null,
    busy: false,
    onAmount: fn(),
    onMax: fn(),
    onTransfer: fn(),
    onEnter: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TransferOfferView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Money in the central wallet, the venue at ¥0.00: its whole yuan offered. */
export const Default: Story = {};

/** The server refused the transfer: its message under the field, the game not opened. */
export const Refused: Story = { args: { amount: '5000', refusal: '余额不足' } };

export const Transferring: Story = { args: { busy: true } };

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
