import { CARD_KIND, MAX_CARDS } from './constants';
import { CARD_MESSAGES, WALLET_LABELS } from './messages';
import type { Fen } from './money';

/** The transfer payload's name for the central (platform) wallet. */
export const PLATFORM_WALLET = 'userbalance';

export interface VenueWallet {
  readonly platname: string;
  readonly name: string;
  readonly balance: Fen;
}

/** The transfer pickers' list: the platform wallet first, then every venue. */
export function transferWallets(venues: readonly VenueWallet[], platformBalance: Fen): VenueWallet[] {
  return [{ platname: PLATFORM_WALLET, name: WALLET_LABELS.platformWallet, balance: platformBalance }, ...venues];
}

/** The target picked once the venue list loads: the first real venue, if any. */
export function defaultTransferTarget(venues: readonly VenueWallet[]): string | null {
  return venues.find((venue) => venue.platname !== PLATFORM_WALLET)?.platname ?? null;
}

/**
 * The transfer "max" button: the platform balance when money leaves the platform wallet,
 * else the chosen source venue's balance (0 when that venue is not in the list).
 */
export function transferMaxAmount(source: string, platformBalance: Fen, venues: readonly VenueWallet[]): Fen {
  if (source === PLATFORM_WALLET) return platformBalance;
  return venues.find((venue) => venue.platname === source)?.balance ?? 0;
}

/** The first rows of a venue list, or all of it once expanded (3 on withdrawal, 4 on transfer). */
export function visibleVenues<T>(venues: readonly T[], rows: number, expanded: boolean): readonly T[] {
  return expanded ? venues : venues.slice(0, rows);
}

export interface PlatformOption {
  readonly name: string;
  readonly platname: string;
}

/** Record filters: a synthetic 全平台 (empty platname, meaning all) before the venues. */
export function platformOptions(venues: readonly PlatformOption[]): PlatformOption[] {
  return [{ name: WALLET_LABELS.allPlatforms, platname: '' }, ...venues.map(({ name, platname }) => ({ name, platname }))];
}

export type CardKind = keyof typeof CARD_KIND;

/** Whether another card of this kind may be added (5 of each at most). */
export function canAddCard(count: number): boolean {
  return count < MAX_CARDS;
}

/** The hint shown instead of the add button once a kind is full. */
export function cardLimitHint(kind: CardKind): string {
  return kind === 'usdt' ? CARD_MESSAGES.usdtLimit : CARD_MESSAGES.bankLimit;
}
