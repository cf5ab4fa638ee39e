import styled from 'styled-components';
import { VENUE_ROWS, type Fen } from '@h5/domain';
import { BalanceCard, Card, Screen, Section, type VenueBalanceItem, VenueBalanceList } from '@h5/ui-kit';
import { messages } from '../messages';
import { AutoTransferCard } from './auto-transfer-card';
import { TransferForm, type TransferFormProps } from './transfer-form';

export interface TransferViewProps {
  central: Fen | undefined;
  game: Fen | undefined;
  userFailed: boolean;
  onRetryUser: () => void;
  venues: readonly VenueBalanceItem[] | undefined;
  venuesFailed: boolean;
  onRetryVenues: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  onRecycle: () => void;
  recycling: boolean;
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
      <Section title={messages.money.venues}>
        <VenueBalanceList
          venues={props.venues}
          failed={props.venuesFailed}
          onRetry={props.onRetryVenues}
          initialCount={VENUE_ROWS.transfer}
          onSelect={manual ? props.onOpenVenue : undefined}
          selectHint={messages.transfer.openVenue}
        />
      </Section>
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
