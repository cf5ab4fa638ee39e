import { MaskedCardNumber } from './masked-card-number';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'A bank card number with all but the last four digits hidden.',
  '',
  '**Do**',
  '- Pass the full number as the server gives it; the component masks it.',
  '',
  "**Don't**",
  '- Mask card numbers yourself or show them in full.',
  '- Use it for non-card identifiers.',
].join('\n');

const meta = {
  title: 'UI Kit/MaskedCardNumber',
  component: MaskedCardNumber,
  tags: ['autodocs'],
  args: { number: '6222 0212 3456 7890' },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof MaskedCardNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bank card, a 19-digit card and a USDT address: only the last four ever show. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, fontSize: 16 }}>
      <span>
        招商银行 <MaskedCardNumber number="6222 0212 3456 7890" />
      </span>
      <span>
        工商银行 <MaskedCardNumber number="6212264100011335373" />
      </span>
      <span>
        USDT-TRC20 <MaskedCardNumber number="TXYZa1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6" />
      </span>
    </div>
  ),
};
