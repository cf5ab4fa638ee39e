import { accountApi, walletApi, type AppDispatch } from '@h5/api-client';
import type { UserInfo, VenueBalance } from '@h5/api-contract';
import { AUTO_TRANSFER, parseYuan, type Fen } from '@h5/domain';

const FEN_PER_YUAN = 100;

/** The venue a game is about to open in, holding nothing while the central wallet holds money. */
export interface TransferOffer {
  platname: string;
  /** The venue's name as the venue list gives it. */
  name: string;
  /** The central wallet (fen), as shown. */
  central: Fen;
  /** What can move (fen): the central wallet in whole yuan, as the server floors a transfer. */
  movable: Fen;
}

/**
 * Whether to offer moving money in before the game opens (docs/product.md §2 Home): only with
 * 自动免转 off (with it on, the server moves the money itself at getGameUrl), only when the
 * venue's balance is 0 and the central wallet holds something. A venue the list does not name
 * or an amount that cannot be read offers nothing: the game opens as it always did.
 */
export function transferOfferFor(
  user: Pick<UserInfo, 'balance' | 'transferstatus'>,
  venues: readonly VenueBalance[],
  platname: string,
): TransferOffer | null {
  if (Number(user.transferstatus) === AUTO_TRANSFER.on) return null;
  const venue = venues.find((v) => v.platname === platname);
  if (!venue) return null;
  const held = parseYuan(venue.balance);
  const central = parseYuan(user.balance);
  if (held !== 0 || central === null) return null;
  const movable = Math.floor(central / FEN_PER_YUAN) * FEN_PER_YUAN;
  if (movable <= 0) return null;
  return { platname, name: venue.name || platname, central, movable };
}

/**
 * Asks the member's info and the venue list afresh (a balance seen seconds ago may be gone) and
 * decides. A failed call offers nothing: the game URL call that follows says what is wrong.
 */
export async function checkTransferOffer(dispatch: AppDispatch, platname: string): Promise<TransferOffer | null> {
  const options = { subscribe: false, forceRefetch: true } as const;
  try {
    const [user, venues] = await Promise.all([
      dispatch(accountApi.endpoints.user.initiate(undefined, options)).unwrap(),
      dispatch(walletApi.endpoints.venueBalances.initiate(undefined, options)).unwrap(),
    ]);
    return transferOfferFor(user, venues, platname);
  } catch {
    return null;
  }
}
