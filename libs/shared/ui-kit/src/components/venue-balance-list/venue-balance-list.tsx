import type { Fen } from '@h5/domain';
import { Name, Row, RowButton, Rows, Value } from './venue-balance-list.styles';
import { messages } from '../../messages';
import { Amount } from '../amount/amount';
import { EmptyState } from '../empty-state/empty-state';
import { ExpandableList } from '../expandable-list/expandable-list';
import { Skeleton } from '../skeleton/skeleton';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface VenueBalanceItem {
  platname: string;
  name: string;
  /** Integer fen (the API's '%.2f' text parsed by the caller with @h5/domain). */
  balance: Fen;
}

export interface VenueBalanceListProps {
  /** undefined while the first answer is on its way (polls after it never show a loader). */
  venues: readonly VenueBalanceItem[] | undefined;
  /** The first load failed: the list's place shows the error state with a retry. */
  failed?: boolean;
  onRetry?: () => void;
  /** Rows shown before 展开 (3 on /withdrawal, 4 on /transfer); every row when left out. */
  initialCount?: number;
  /** Makes each row a button (e.g. /transfer opens the venue for a manual transfer). */
  onSelect?: (platname: string) => void;
  /**
   * What tapping a row does, read after the row's visible name and amount (e.g. 转出): the
   * accessible name starts with what is seen, as WCAG 2.5.3 (label in name) asks.
   */
  selectHint?: string;
}

const SKELETON_ROWS = 4;

/**
 * The per-venue game balances, shared by /money, /transfer and /withdrawal (three screens of
 * two features, hence ui-kit). Skeleton rows have the rows' height, so nothing jumps when
 * the list arrives.
 */
export function VenueBalanceList({ venues, failed = false, onRetry, initialCount, onSelect, selectHint }: VenueBalanceListProps) {
  if (venues === undefined && failed) return <EmptyState variant="error" onRetry={onRetry} />;
  if (venues === undefined) return <VenueSkeleton rows={initialCount ?? SKELETON_ROWS} />;
  if (venues.length === 0) return <EmptyState variant="empty" />;

  const renderItem = (venue: VenueBalanceItem) => {
    const content = (
      <>
        <Name>{venue.name}</Name>
        <Value>
          <Amount fen={venue.balance} size="sm" />
        </Value>
      </>
    );
    return onSelect ? (
      <RowButton type="button" onClick={() => onSelect(venue.platname)}>
        {content}
        {selectHint && <VisuallyHidden>{selectHint}</VisuallyHidden>}
      </RowButton>
    ) : (
      <Row>{content}</Row>
    );
  };
  const getKey = (venue: VenueBalanceItem) => venue.platname;

  if (initialCount !== undefined) {
    return <ExpandableList items={venues} initialCount={initialCount} getKey={getKey} renderItem={renderItem} />;
  }
  return (
    <Rows>
      {venues.map((venue) => (
        <li key={getKey(venue)}>{renderItem(venue)}</li>
      ))}
    </Rows>
  );
}

/** Rows of the real rows' height; one 加载中 for assistive tech instead of one per bar. */
function VenueSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden>{messages.loading}</VisuallyHidden>
      <Rows aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i}>
            <Row>
              <Skeleton width={72} height={14} />
              <Skeleton width={64} height={14} />
            </Row>
          </li>
        ))}
      </Rows>
    </div>
  );
}
