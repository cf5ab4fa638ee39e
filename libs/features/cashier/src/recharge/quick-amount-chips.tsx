import styled from 'styled-components';
import type { PayRange } from '@h5/domain';
import { Button } from '@h5/ui-kit';
import { messages } from '../messages';
import { quickAmounts } from './quick-amounts';

// Four equal columns fit 5000 at 320 px; the chips are the product's pill buttons, 44 px high.
const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px 0;

  button {
    min-width: 0;
    padding-inline: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

export interface QuickAmountChipsProps {
  range: PayRange;
  amount: string;
  onAmount: (text: string) => void;
}

/** Quick amounts within the way's range: a tap fills the amount field (the chip of the typed amount is pressed). */
export function QuickAmountChips({ range, amount, onAmount }: QuickAmountChipsProps) {
  const amounts = quickAmounts(range);
  if (amounts.length === 0) return null;
  return (
    <Chips role="group" aria-label={messages.recharge.quickAmounts}>
      {amounts.map((yuan) => (
        <Button
          key={yuan}
          variant={amount === String(yuan) ? 'primary' : 'ghost'}
          aria-pressed={amount === String(yuan)}
          aria-label={messages.recharge.quickAmount(yuan)}
          onClick={() => onAmount(String(yuan))}
        >
          {yuan}
        </Button>
      ))}
    </Chips>
  );
}
