import { useCallback, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  lastRecordType,
  pageRows,
  selectWithdrawOnlyUntil,
  usePagedQuery,
  useTransRecordsInfiniteQuery,
  useVenueBalancesQuery,
} from '@h5/api-client';
import {
  DEFAULT_DATE_FILTER,
  DEFAULT_TRANSACTION_TYPE,
  platformOptions,
  TRANSACTION_TYPES,
  type DateFilter,
  type TransactionType,
} from '@h5/domain';
import { useBack } from '@h5/feature-kit';
import { links, readQuery, ROUTES } from '@h5/routing';
import { overlayHistoryIdle } from '@h5/ui-kit';
import type { TransRecordViewProps } from './trans-record-view';

const WITHDRAWAL_TYPE: TransactionType = 2;

/**
 * /transRecord: platform (全平台 first, from the venue list), date (default 30 days) and type
 * filters; the type lives in the address (`?type=`, so back returns to it and a money action opens
 * the list on what it did), else the type of this tab's last money action, else 存款
 * (docs/product.md §2 /transRecord). A filter change restarts at page 1 (other data: the loading
 * state), a return to the page (RTK Query's refetch on focus) asks page 1 again while the rows
 * shown stay until it arrives (statuses an operator changed meanwhile show without a reload, a
 * poll or a flash), and so does a decision the live stream announces (its tag invalidated).
 */
export function useTransRecord(): TransRecordViewProps {
  const venues = useVenueBalancesQuery();
  const [platform, setPlatform] = useState('');
  const [date, setDate] = useState<DateFilter>(DEFAULT_DATE_FILTER);
  // A withdraw-only session (docs/api.md, Player protection) may read its withdrawals and nothing else.
  const withdrawOnly = useSelector(selectWithdrawOnlyUntil) !== null;
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = readQuery(ROUTES.transRecord, search).type;
  // Read once per visit: a money action made meanwhile on another screen comes with its own ?type=.
  const [remembered] = useState(lastRecordType);
  const type: TransactionType = withdrawOnly ? WITHDRAWAL_TYPE : (asked ?? remembered ?? DEFAULT_TRANSACTION_TYPE);
  // The type picker holds a history entry while open: the type is written over the screen's own
  // entry once the picker's back has landed, not over the picker's (which would stay behind as an
  // extra step of back, or be undone when that back lands), so back after a choice leaves
  // /transRecord (docs/architecture.md §8). A task later: the picker closes, and starts its back,
  // in React's commit of this choice, a microtask after it.
  const setType = useCallback(
    (next: TransactionType) =>
      void setTimeout(() => void overlayHistoryIdle().then(() => navigate(links.transRecord(next), { replace: true }))),
    [navigate],
  );
  const records = usePagedQuery(useTransRecordsInfiniteQuery({ date, type, api_type: platform }), pageRows);
  const listKey = `${platform}|${date}|${type}`;
  const platforms = useMemo(
    () => platformOptions(venues.data ?? []).map((option) => ({ value: option.platname, label: option.name })),
    [venues.data],
  );
  const types = withdrawOnly ? TRANSACTION_TYPES.filter((option) => option.value === WITHDRAWAL_TYPE) : TRANSACTION_TYPES;
  const onBack = useBack();
  return {
    platforms,
    platform,
    onPlatform: setPlatform,
    date,
    onDate: setDate,
    type,
    types,
    onType: setType,
    records,
    listKey,
    onBack,
  };
}
