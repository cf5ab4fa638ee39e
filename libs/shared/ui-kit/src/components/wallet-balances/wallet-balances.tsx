import type { Fen } from '@h5/domain';
import { BalanceCard } from '../balance-card/balance-card';
import { Section } from '../card/card';
import { VenueBalanceList, type VenueBalanceItem } from '../venue-balance-list/venue-balance-list';

/** The member's money as /money, /transfer and /withdrawal show it (api-client's useWalletMoney). */
export interface WalletFigures {
  total?: Fen | undefined;
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
}

export interface WalletBalancesProps extends WalletFigures {
  /** The venue section's title (场馆余额). */
  venuesTitle: string;
  /** Show the total (central + game) under this caption; left out, the card shows the central wallet. */
  totalLabel?: string;
  /** Venue rows shown before 展开 (VENUE_ROWS of @h5/domain). */
  venueRows?: number;
  /** Makes each venue row a button, read as its name, amount and `selectHint` (/transfer). */
  onSelectVenue?: (platname: string) => void;
  selectHint?: string;
}

/**
 * The top of /transfer and /withdrawal: BalanceCard (with 一键回收) and the venue list under it.
 * /money lays the same pieces out with its shortcuts between them, so it uses them one by one.
 */
export function WalletBalances(props: WalletBalancesProps) {
  return (
    <>
      <BalanceCard
        showTotal={props.totalLabel !== undefined}
        totalLabel={props.totalLabel}
        total={props.total}
        central={props.central}
        game={props.game}
        failed={props.userFailed}
        onRetry={props.onRetryUser}
        onRefresh={props.onRefresh}
        refreshing={props.refreshing}
        onRecycle={props.onRecycle}
        recycling={props.recycling}
      />
      <Section title={props.venuesTitle}>
        <VenueBalanceList
          venues={props.venues}
          failed={props.venuesFailed}
          onRetry={props.onRetryVenues}
          initialCount={props.venueRows}
          onSelect={props.onSelectVenue}
          selectHint={props.selectHint}
        />
      </Section>
    </>
  );
}
