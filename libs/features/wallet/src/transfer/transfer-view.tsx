import styled from 'styled-components';
import { VENUE_ROWS } from '@h5/domain';
import { Card, Screen, WalletBalances, type WalletFigures } from '@h5/ui-kit';
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

const AutoNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

/** /transfer: balances, venue list, 自动免转 and, with it off, the manual transfer form. */
export function TransferView(props: TransferViewProps) {
  const manual = props.autoTransfer === false;
  return (
    <Screen title={messages.transfer.title} onBack={props.onBack} banner>
      <WalletBalances
        {...props}
        venuesTitle={messages.money.venues}
        venueRows={VENUE_ROWS.transfer}
        onSelectVenue={manual ? props.onOpenVenue : undefined}
        selectHint={messages.transfer.openVenue}
      />
      {props.autoTransfer !== undefined && (
        <AutoTransferCard on={props.autoTransfer} saving={props.savingAutoTransfer} onToggle={props.onToggleAutoTransfer} />
      )}
      {manual && <TransferForm {...props.form} />}
      {props.autoTransfer === true && (
        <Card>
          <AutoNote>{messages.transfer.autoTransferOnNote}</AutoNote>
        </Card>
      )}
    </Screen>
  );
}
