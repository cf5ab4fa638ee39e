/**
 * Live money (docs/api.md, Live money): the server's event stream, beside the site's contract. A member opens
 * `GET /api/stream` with `Authorization: Bearer <token>` (a streamed `fetch`; the token never
 * travels in a URL) and reads Server-Sent Events: `event: <name>`, an optional `id: <n>` and one
 * `data: <JSON>` line, a blank line after each; lines starting with `:` are heartbeats. The
 * stream is up only when the answer is HTTP 200 with `content-type: text/event-stream`; any
 * other answer carries the site's envelope (401 session, 503 full or database away, 404 off).
 * docs/api.md "Live money" is the prose.
 */
import type { YuanString } from './common';
import type { VenueBalance } from './wallet';

export const PUSH_STREAM_PATH = '/api/stream';

/** The figures every money event and the hello carry, as `balance`, `user` and `balancelist` answer them. */
export interface PushFigures {
  /** The central wallet (`balance`'s balance). */
  balance: YuanString;
  /** The game wallet, the sum of the venue wallets (`user`'s gameblance). */
  gameblance: YuanString;
  /** `balancelist`'s answer. */
  balancelist: VenueBalance[];
}

/** The first event of every stream: the member's state now, so a reconnecting client resyncs. */
export interface PushHello extends PushFigures {
  /** `noticeList`'s total: the member's site messages (unread = total − those seen). */
  messages: number;
  /** The server's heartbeat interval in ms: a stream silent for about twice this is dead. */
  heartbeat: number;
}

/**
 * The member's money moved: the figures that moved — `balance` when the central wallet did,
 * `gameblance` and `balancelist` (together) when a venue wallet did, all three for a transfer —
 * and the ledger kinds of the movement (deposit, transfer_in, win, …).
 */
export interface PushMoney extends Partial<PushFigures> {
  kinds: string[];
}

/**
 * A deposit (type 1) or withdrawal (type 2) was asked for or decided, in `gettransrecord`'s
 * terms: state 1 pending (审核中), 2 approved, 3 refused.
 */
export interface PushOrder {
  type: 1 | 2;
  out_trade_no: string;
  state: 1 | 2 | 3;
}

/** A site message (站内信) arrived: `noticeList`'s new total. */
export interface PushMessages {
  messages: number;
}

/**
 * The server ends the stream (sent last): `revoked` the session ended (log in again; do not
 * reconnect with this token), `replaced` more streams of this member than allowed (this, the
 * oldest, was closed: do not reconnect, keep polling), `shutdown` this instance stops
 * (reconnect), `slow` the client did not read fast enough (reconnect).
 */
export interface PushClosed {
  reason: 'revoked' | 'replaced' | 'shutdown' | 'slow';
}

/** Every event by its `event:` name. */
export interface PushEvents {
  hello: PushHello;
  money: PushMoney;
  order: PushOrder;
  messages: PushMessages;
  closed: PushClosed;
}

export type PushEventName = keyof PushEvents;
