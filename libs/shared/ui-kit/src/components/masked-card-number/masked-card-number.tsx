import styled from 'styled-components';
import { cardLastFour, maskCardNumber } from '@h5/domain';
import { messages } from '../../messages';

export interface MaskedCardNumberProps {
  /** Full card number or USDT address; only the last 4 characters are ever shown. */
  number: string;
}

const Digits = styled.span`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.06em;
  white-space: nowrap;
`;

export function MaskedCardNumber({ number }: MaskedCardNumberProps) {
  const lastFour = cardLastFour(number);
  return <Digits aria-label={lastFour ? messages.cardEndingIn(lastFour) : undefined}>{maskCardNumber(number)}</Digits>;
}
