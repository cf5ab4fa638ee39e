import styled from 'styled-components';
import type { Card } from '@h5/api-contract';
import { cardLastFour } from '@h5/domain';
import { MaskedCardNumber, Stack } from '@h5/ui-kit';
import { UnbindIcon } from '../components/icons';
import { messages } from '../messages';

// Logo, name and unbind share the first row; the number gets the card's whole width below,
// so the masked number never runs under the button on a 320 px screen.
const Root = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.onAccent};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, ${({ theme }) => theme.colors.accentPressed});
  border-radius: ${({ theme }) => theme.radii.lg}px;
`;

const Logo = styled.img`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Bank = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Owner = styled.p`
  margin: ${({ theme }) => theme.space.xxs}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  overflow-wrap: anywhere;
`;

const Number = styled.p`
  grid-column: 1 / -1;
  margin: ${({ theme }) => theme.space.md}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  text-align: right;
`;

const Unbind = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.onAccent};
  background: rgba(255, 255, 255, 0.16);
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  cursor: pointer;
`;

/** One bound card or address: bank label, owner (protocol for USDT), number masked but the last 4. */
export function CardItem({ card, onUnbind }: { card: Card; onUnbind: (card: Card) => void }) {
  return (
    <Root>
      <Logo src={card.ico} alt="" width={40} height={40} />
      <Stack $grow>
        <Bank>{card.bank}</Bank>
        <Owner>{card.bank_owner}</Owner>
      </Stack>
      <Unbind type="button" aria-label={messages.cards.unbind(card.bank, cardLastFour(card.bank_no))} onClick={() => onUnbind(card)}>
        <UnbindIcon />
      </Unbind>
      <Number>
        <MaskedCardNumber number={card.bank_no} />
      </Number>
    </Root>
  );
}
