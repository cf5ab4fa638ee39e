import styled from 'styled-components';
import { parseYuan, USDT_PROTOCOLS, usdtEquivalent, type UsdtProtocol } from '@h5/domain';
import { Button, FieldRow, InlineAlert, Inline } from '@h5/ui-kit';
import { messages } from '../messages';
import { Note } from './recharge-note';
import type { AnchorHTMLAttributes } from 'react';

/** TRC20 or ERC20, as a radio group of the product's pill buttons. */
export function UsdtProtocolChoice({ protocol, onProtocol }: { protocol: UsdtProtocol; onProtocol: (protocol: UsdtProtocol) => void }) {
  return (
    <FieldRow>
      <Note>{messages.recharge.protocol}</Note>
      <Inline $gap="sm" $align="stretch" role="radiogroup" aria-label={messages.recharge.protocol}>
        {USDT_PROTOCOLS.map((p) => (
          <Button
            key={p}
            variant={p === protocol ? 'primary' : 'ghost'}
            role="radio"
            aria-checked={p === protocol}
            onClick={() => onProtocol(p)}
          >
            {p}
          </Button>
        ))}
      </Inline>
    </FieldRow>
  );
}

// A link alone on its line, tapped over 44 px (docs/product.md §2): the overlay reaches above and below
// the 16 px line into the notes' margins, where nothing else is tapped.
const MoreLink = styled.a`
  position: relative;

  &::before {
    position: absolute;
    inset: -14px -4px;
    content: '';
  }
`;

export interface UsdtNotesProps {
  amount: string;
  usdtRate: string | number | undefined;
  /** 了解更多: the TRC20/ERC20 comparison (/usdtmore). */
  usdtMoreLink: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

/** Under the USDT amount: what it comes to in USDT at the member's rate, the steps, the warning and 了解更多. */
export function UsdtNotes({ amount, usdtRate, usdtMoreLink }: UsdtNotesProps) {
  return (
    <>
      <Note aria-live="polite">
        {messages.recharge.usdtEquivalent(
          usdtRate === undefined ? '--' : (usdtEquivalent(parseYuan(amount) ?? 0, usdtRate) ?? '--'),
          String(usdtRate ?? '--'),
        )}
      </Note>
      {messages.recharge.steps.map((step) => (
        <Note key={step}>{step}</Note>
      ))}
      <InlineAlert>{messages.recharge.protocolWarning}</InlineAlert>
      <Note>
        <MoreLink {...usdtMoreLink}>{messages.recharge.usdtMore}</MoreLink>
      </Note>
    </>
  );
}
