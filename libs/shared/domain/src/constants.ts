/** Business constants and limits of docs/product.md §9, named once so screens and server agree. */
import type { Fen } from './money';

/** Every free-text field (names, passwords, card data) is capped at this many characters. */
export const MAX_TEXT_LENGTH = 32;

/** The spec states the captcha length twice, differently; each panel keeps its own. */
export const CAPTCHA_MAX_LENGTH_REGISTER = 4;
export const CAPTCHA_MAX_LENGTH_LOGIN = 6;
export const CAPTCHA_COUNT = 21;

export const BALANCE_POLL_MS = 4300;
export const WALLET_POLL_MS = 3500;
export const WITHDRAWAL_POLL_MS = 3500;
export const TRANSFER_POLL_MS = 1500;
export const REQUEST_TIMEOUT_MS = 30_000;

export const CAROUSEL_TOTAL = 4;
export const APP_CAROUSEL_AUTOPLAY_MS = 3000;
export const DOWNLOAD_FRAME_REMOVE_MS = 2000;
/** bannerList `type` for the mobile site. */
export const BANNER_TYPE = 2;

export const MIN_NAME_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 6;
export const MIN_REALNAME_LENGTH = 2;
export const MIN_PAY_PASSWORD_LENGTH = 6;
export const CARD_PAY_PASSWORD_MIN = 6;
export const CARD_PAY_PASSWORD_MAX = 18;
export const MIN_CARD_NUMBER_LENGTH = 8;

/** Per member and per kind: 5 USDT addresses and 5 bank cards. */
export const MAX_CARDS = 5;
/** getcard `type`. */
export const CARD_KIND = { bank: 1, usdt: 2 } as const;

export const MIN_WITHDRAWAL_YUAN = 100;
export const MIN_WITHDRAWAL: Fen = MIN_WITHDRAWAL_YUAN * 100;
export const WITHDRAW_REDIRECT_MS = 1500;

/** Deposit limits shown before the server's getPayRange answers. */
export const DEFAULT_DEPOSIT_RANGE: { readonly min: Fen; readonly max: Fen } = { min: 10_000, max: 1_000_000 };

/** Venue balance rows shown before "expand". */
export const VENUE_ROWS = { withdrawal: 3, transfer: 4 } as const;
export const POPUP_HEIGHT = '70%';
export const INFINITE_SCROLL_OFFSET = 300;
export const NAV_BAR_HEIGHT_PX = 46;

export const BIRTHDAY_MIN = '1980-01-01';

export const VIP_LEVELS = 10;
export const VIP_PROGRESS_CAP = 100;
export const VIP_RETENTION_DAYS = 90;

/** /concise provider tabs, first one the default. */
export const GAME_TABS = ['obgdy', 'fgdz', 'pp', 'ae'] as const;
export type GameTab = (typeof GAME_TABS)[number];
export const DEFAULT_GAME_TAB: GameTab = 'obgdy';

/** uptransferstatus values. */
export const AUTO_TRANSFER = { off: 0, on: 1 } as const;
