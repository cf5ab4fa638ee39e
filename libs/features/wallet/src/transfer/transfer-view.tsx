import { useRef } from 'react';
import { VENUE_ROWS } from '@h5/domain';
import { BalanceCard, Card, Screen, Section, Text, VenueBalanceList, type WalletFigures } from '@h5/ui-kit';
import { messages } from '../messages';
import { AutoTransferCard } from './auto-transfer-card';
import { TransferForm, type TransferFormProps } from './transfer-form';

export interface TransferViewProps extends WalletFigures {
  /** undefined until the member's info arrives (the switch and form wait for it). */
  autoTransfer: boolean | undefined;
  savingAutoTransfer: boolean;
  onToggleAutoTransfer: () => void;
  form: TransferFormProps;
  /** A venue row opens that venue for a manual transfer (only with 免转 off). */
  onOpenVenue: (platname: string) => void;
  onBack: () => void;
}

/** Brings the form to the eyes after a venue row chose it, and the amount under the thumb (motion only when allowed). */
function showForm(form: HTMLElement | null) {
  if (!form) return;
  const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  form.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'center' });
  form.querySelector<HTMLInputElement>('input[inputmode]')?.focus({ preventScroll: true });
}

/**
 * /transfer: balances, 自动免转 and, with it off, the manual transfer form, then the venue list.
 * The form comes before the venues so it starts within the first screen at 320 px; a venue row
 * tapped below it fills the form and brings it into view with the amount focused.
 */
export function TransferView(props: TransferViewProps) {
  const manual = props.autoTransfer === false;
  const form = useRef<HTMLDivElement>(null);
  const openVenue = (platname: string) => {
    props.onOpenVenue(platname);
    // After React has drawn the new choice.
    requestAnimationFrame(() => showForm(form.current));
  };
  return (
    <Screen title={messages.transfer.title} onBack={props.onBack} banner>
      <BalanceCard
        central={props.central}
        game={props.game}
        failed={props.userFailed}
        onRetry={props.onRetryUser}
        onRefresh={props.onRefresh}
        refreshing={props.refreshing}
        onRecycle={props.onRecycle}
        recycling={props.recycling}
      />
      {props.autoTransfer !== undefined && (
        <AutoTransferCard on={props.autoTransfer} saving={props.savingAutoTransfer} onToggle={props.onToggleAutoTransfer} />
      )}
      {manual && (
        <div ref={form} data-testid="transfer-form">
          <TransferForm {...props.form} />
        </div>
      )}
      {props.autoTransfer === true && (
        <Card>
          <Text $tone="secondary" $size="sm">
            {messages.transfer.autoTransferOnNote}
          </Text>
        </Card>
      )}
      <Section title={messages.money.venues}>
        <VenueBalanceList
          venues={props.venues}
          failed={props.venuesFailed}
          onRetry={props.onRetryVenues}
          initialCount={VENUE_ROWS.transfer}
          onSelect={manual ? openVenue : undefined}
          selectHint={messages.transfer.openVenue}
        />
      </Section>
    </Screen>
  );
}
