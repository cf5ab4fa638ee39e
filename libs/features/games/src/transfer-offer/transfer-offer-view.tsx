import { formatMoney } from '@h5/domain';
import { AmountField, Dialog, InlineAlert, Stack } from '@h5/ui-kit';
import { messages } from './messages';
import type { TransferOffer } from './offer-check';

export interface TransferOfferViewProps {
  offer: TransferOffer;
  /** The amount as typed (yuan). */
  amount: string;
  /** The field's validation message. */
  error: string | null;
  /** The server's refusal, or the note that the transfer got no answer. */
  refusal: string | null;
  /** The transfer is on its way: the buttons wait. */
  busy: boolean;
  onAmount: (text: string) => void;
  onMax: () => void;
  /** 转入并进入游戏. */
  onTransfer: () => void;
  /** 直接进入. */
  onEnter: () => void;
  /** ×, Escape, back. */
  onCancel: () => void;
}

/** The offer to move money into a venue at ¥0 before its game opens (pure: props in, events out). */
export function TransferOfferView(props: TransferOfferViewProps) {
  const { offer } = props;
  return (
    <Dialog
      title={messages.title}
      closable
      closeLabel={messages.close}
      onClose={props.onCancel}
      busy={props.busy}
      confirm={{ label: messages.transferAndEnter, onClick: props.onTransfer }}
      cancel={{ label: messages.enterDirectly, onClick: props.onEnter }}
    >
      <Stack>
        <p>{messages.text(offer.name, formatMoney(offer.central))}</p>
        <AmountField
          label={messages.amount}
          placeholder={messages.amountPlaceholder}
          value={props.amount}
          onChange={props.onAmount}
          onMax={props.onMax}
          error={props.error}
          available={messages.available(formatMoney(offer.movable))}
        />
        {props.refusal && <InlineAlert>{props.refusal}</InlineAlert>}
      </Stack>
    </Dialog>
  );
}
