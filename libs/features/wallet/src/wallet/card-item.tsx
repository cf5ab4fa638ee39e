import styled from 'styled-components';
import type { Card } from '@h5/api-contract';
import { cardLastFour } from '@h5/domain';
import { Card as Plate, IconButton, Inline, MaskedCardNumber, Stack, Text } from '@h5/ui-kit';
import { UnbindIcon } from '../components/icons';
import { messages } from '../messages';

const Root = styled.div`
  padding: ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.onAccent};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, ${({ theme }) => theme.colors.accentPressed});
  border-radius: ${({ theme }) => theme.radii.lg}px;
`;

/**
 * One bound card or address: bank label, owner (protocol for USDT), number masked but the last 4.
 * Logo, name and unbind share the first row; the number gets the card's whole width below, so the
 * masked number never runs under the button on a 320 px screen.
 */
export function CardItem({ card, onUnbind }: { card: Card; onUnbind: (card: Card) => void }) {
  return (
    <Root>
      <Inline $gap="md">
        {/* The bank's logo on a round white plate (ui-kit's Card, flat), 40 px whatever the picture. */}
        <Plate as="img" $flat $padding={0} $radius="pill" src={card.ico} alt="" width={40} height={40} />
        <Stack $grow>
          <Text $size="md" $weight="bold" $breakAnywhere>
            {card.bank}
          </Text>
          <Text $spaceAbove="xxs" $size="sm" $breakAnywhere>
            {card.bank_owner}
          </Text>
        </Stack>
        <IconButton
          $tone="onAccent"
          type="button"
          aria-label={messages.cards.unbind(card.bank, cardLastFour(card.bank_no))}
          onClick={() => onUnbind(card)}
        >
          <UnbindIcon />
        </IconButton>
      </Inline>
      <Text $spaceAbove="md" $size="lg" $align="end">
        <MaskedCardNumber number={card.bank_no} />
      </Text>
    </Root>
  );
}
