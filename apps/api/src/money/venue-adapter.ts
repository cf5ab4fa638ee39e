import type { Fen } from '@h5/domain';
import type { Queryable } from '../db/types';

export interface LaunchRequest {
  userId: number;
  venue: string;
  gameCode: string;
  mobile: boolean;
  /** Origin the launch URL is built on (the public address of this server). */
  baseUrl: string;
}

export interface BetRecordQuery {
  userId: number;
  /** Venue code; undefined = every venue. */
  venue?: string;
  from: Date;
  to: Date;
  page: number;
  perPage: number;
}

export interface BetRecordRow {
  bet_id: string;
  venue_code: string;
  venue_name: string;
  bet_amount: Fen;
  valid_amount: Fen;
  win_loss: Fen;
  status: 0 | 1 | 2;
  created_at: Date | string;
}

/**
 * What the server needs from a game venue (an aggregator or one of the built-in demo
 * venues). Every method runs inside the caller's transaction, so a wallet debit and the
 * venue credit commit or roll back together; a remote venue would record its call here
 * and reconcile on failure.
 */
export interface VenueAdapter {
  /** Creates the member's player account at the venue; idempotent. */
  registerPlayer(q: Queryable, userId: number, venue: string, at: Date): Promise<void>;
  /** The member's money at the venue (0 before registration). */
  balance(q: Queryable, userId: number, venue: string): Promise<Fen>;
  /** Moves money into the venue, registering the player first when needed; false when the venue refuses (nothing changed). */
  transferIn(q: Queryable, userId: number, venue: string, amount: Fen, ref: string, at: Date): Promise<boolean>;
  /** Moves money out of the venue; false when the venue balance is short (nothing changed). */
  transferOut(q: Queryable, userId: number, venue: string, amount: Fen, ref: string, at: Date, recycle?: boolean): Promise<boolean>;
  /** A launch URL for one game, valid once. */
  launchUrl(q: Queryable, launch: LaunchRequest, at: Date): Promise<string>;
  /** The member's bets, newest first, and their total count. */
  betRecords(q: Queryable, query: BetRecordQuery): Promise<{ rows: BetRecordRow[]; total: number }>;
}
