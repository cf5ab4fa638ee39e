export type { Fen } from './money';
export { parseYuan, parseSignedYuan, formatYuan, formatYuanShort, fenToYuanNumber, totalAssets } from './money';
export { maskCardNumber, cardLastFour } from './card';
export type { PagingState } from './paging';
export { FIRST_PAGE, isPagingDone, nextPage } from './paging';
export type { DateFilter } from './date-filter';
export { DATE_FILTERS, DEFAULT_DATE_FILTER, dateRangeFor } from './date-filter';
export { toBeijingDate, parseBeijingDateTime, isIsoDate } from './beijing-time';
export { PAY_INFO_COUNTDOWN_MS, formatCountdown, payInfoRemainingMs } from './countdown';
