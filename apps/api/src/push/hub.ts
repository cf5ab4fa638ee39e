import type { PushClosed, PushHello } from '@h5/api-contract';
import { NO_PUSH_COUNTS, type PushCounters } from './counters';
import { SSE_HEARTBEAT, snapshotSaw, sseEvent } from './sse';
import { type FiguresFen, formatFigures, venueFiguresJsonSql } from '../money/figures';
import type { OutboxRow } from './outbox';
import type { Queryable } from '../db/types';
import type { Member } from '../http/types';
import type { ServerResponse } from 'node:http';

export interface PushLimits {
  /** Open streams this instance holds at most; beyond it a new one is refused (503). */
  maxStreams: number;
  /** Open streams per member (tabs) on this instance; a new one closes the oldest. */
  maxPerMember: number;
  /** A comment line this often on every stream. */
  heartbeatMs: number;
}

/** A stream that has not read this much of what it was sent is closed (it reconnects and resyncs). */
const MAX_UNREAD_BYTES = 256 * 1024;
/** How often the open streams' sessions are checked against the database (a missed revocation, a disabled member). */
const SESSION_CHECK_MS = 30_000;

interface HubLog {
  warn(obj: object, msg: string): void;
}

/**
 * One member's open stream. Registered before its first figures are read, so nothing that
 * commits meanwhile is missed: events that arrive before the hello wait, and those the hello's
 * snapshot already saw are dropped.
 */
export class Stream {
  readonly opened = Date.now();
  /** Set once the stream is closed (by the hub or by the client going away). */
  closedFor: PushClosed['reason'] | 'gone' | null = null;
  private res: ServerResponse | null = null;
  private early: Array<{ xid: string; text: string }> = [];
  private seen: ((xid: string) => boolean) | null = null;

  constructor(
    readonly member: Member,
    private readonly hub: PushHub,
  ) {}

  /** Starts the stream on `res` (headers written by the caller) with the hello, then what waited. */
  start(res: ServerResponse, hello: PushHello, snapshot: string): void {
    this.res = res;
    this.seen = snapshotSaw(snapshot);
    res.on('close', () => this.hub.remove(this, 'gone'));
    // The client left while the figures were read.
    if (res.destroyed) return this.hub.remove(this, 'gone');
    this.write(sseEvent('hello', hello));
    for (const e of this.early) if (!this.seen(e.xid)) this.writeEvent(e.text);
    this.early = [];
  }

  /** An event for this member (text already formatted); xid: the transaction that wrote it. */
  send(xid: string, text: string): void {
    if (this.closedFor) return;
    if (!this.res) this.early.push({ xid, text });
    else if (!this.seen?.(xid)) this.writeEvent(text);
  }

  private writeEvent(text: string): void {
    this.hub.counters.delivered();
    this.write(text);
  }

  heartbeat(): void {
    if (this.res && !this.closedFor) this.write(SSE_HEARTBEAT);
  }

  /** Ends the stream, telling the client why (unless it went away itself). */
  close(reason: PushClosed['reason'] | 'gone'): void {
    if (this.closedFor) return;
    this.closedFor = reason;
    const res = this.res;
    if (res && !res.writableEnded) {
      if (reason !== 'gone') res.write(sseEvent('closed', { reason }));
      res.end();
    }
  }

  private write(text: string): void {
    const res = this.res;
    if (!res || res.writableEnded) return;
    // A client that stopped reading (a frozen tab behind a buffering proxy) is not kept at the
    // server's expense: its stream ends and, when it wakes, it reconnects and resyncs.
    if (!res.write(text) && res.writableLength > MAX_UNREAD_BYTES) {
      this.hub.remove(this, 'slow');
      res.destroy();
    }
  }
}

/**
 * The streams one instance holds, by member, and the delivery of outbox rows to them. Events go
 * only to the streams of the member a row names (a row for every member: to each with that
 * member's own count).
 */
export class PushHub {
  private readonly byMember = new Map<number, Set<Stream>>();
  private count = 0;
  private readonly timers: NodeJS.Timeout[] = [];
  /** Deliveries run one after another, so a member's events reach its streams in commit order. */
  private delivering: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Queryable,
    readonly limits: PushLimits,
    private readonly log: HubLog,
    readonly counters: PushCounters = NO_PUSH_COUNTS,
  ) {
    const beat = setInterval(() => this.each((s) => s.heartbeat()), limits.heartbeatMs);
    const check = setInterval(
      () => void this.checkSessions().catch((err) => log.warn({ err }, 'push: session check failed')),
      SESSION_CHECK_MS,
    );
    beat.unref();
    check.unref();
    this.timers.push(beat, check);
  }

  get size(): number {
    return this.count;
  }

  /**
   * Registers a stream for the member: beyond the per-member limit the member's oldest stream
   * is closed (`replaced`); null when the instance holds its maximum (the caller answers 503).
   */
  open(member: Member): Stream | null {
    const mine = this.byMember.get(member.id) ?? new Set<Stream>();
    if (mine.size < this.limits.maxPerMember && this.count >= this.limits.maxStreams) return null;
    while (mine.size >= this.limits.maxPerMember) {
      const oldest = mine.values().next().value as Stream;
      this.remove(oldest, 'replaced');
    }
    const stream = new Stream(member, this);
    mine.add(stream);
    this.byMember.set(member.id, mine);
    this.count++;
    return stream;
  }

  /** Closes (with the reason) and forgets a stream; once only. */
  remove(stream: Stream, reason: PushClosed['reason'] | 'gone'): void {
    const mine = this.byMember.get(stream.member.id);
    if (mine?.delete(stream)) {
      this.count--;
      if (mine.size === 0) this.byMember.delete(stream.member.id);
    }
    stream.close(reason);
  }

  /**
   * Outbox rows, in id order, to the streams of their members: after the rows handed over
   * before them, with what they left to read (venue figures, message counts) read first, in one
   * query for all their members that have a stream here.
   */
  deliver(rows: readonly OutboxRow[]): Promise<void> {
    this.delivering = this.delivering
      .then(() => this.deliverNow(rows))
      .catch((err) => this.log.warn({ err }, 'push: events were not pushed (the clients resync when they reconnect)'));
    return this.delivering;
  }

  private async deliverNow(rows: readonly OutboxRow[]): Promise<void> {
    const read = await this.readLeft(rows);
    for (const row of rows) {
      if (row.user_id === null) {
        if (row.body.everyone) await this.deliverToEveryone(row);
        continue;
      }
      const mine = this.byMember.get(row.user_id);
      if (!mine) continue;
      // Rows an older server wrote in another shape name no sessions: the session check closes theirs.
      const ended = new Set((row.body.ended ?? []).flatMap((e) => (Array.isArray(e.sessions) ? e.sessions : [])));
      for (const s of [...mine]) if (ended.has(s.member.sessionId)) this.remove(s, 'revoked');
      const text = eventsText(row, read.get(row.user_id));
      if (text) for (const s of mine) s.send(row.xid, text);
    }
  }

  /**
   * The figures the rows left to read, for the members with a stream here, as they stand now
   * (at or after the rows' commits: a later read never shows older figures than an earlier one).
   */
  private async readLeft(rows: readonly OutboxRow[]): Promise<Map<number, LeftToRead>> {
    const venues = new Set<number>();
    const messages = new Set<number>();
    for (const row of rows) {
      if (row.user_id === null || !this.byMember.has(row.user_id)) continue;
      if (row.body.readVenues) venues.add(row.user_id);
      if (row.body.readMessages) messages.add(row.user_id);
    }
    const read = new Map<number, LeftToRead>();
    const ids = [...new Set([...venues, ...messages])];
    if (ids.length === 0) return read;
    const { rows: found } = await this.db.query<{
      id: number;
      figures: Pick<FiguresFen, 'game' | 'venues'> | null;
      messages: number | null;
    }>(
      `SELECT u.id,
              CASE WHEN u.id = ANY($2::bigint[]) THEN ${venueFiguresJsonSql('u.id')} END AS figures,
              CASE WHEN u.id = ANY($3::bigint[])
                   THEN (SELECT count(*)::int FROM site_messages m WHERE m.user_id IS NULL OR m.user_id = u.id) END AS messages
         FROM unnest($1::bigint[]) AS u(id)`,
      [ids, [...venues], [...messages]],
    );
    for (const r of found)
      read.set(Number(r.id), { ...(r.figures ?? {}), ...(r.messages === null ? {} : { messages: Number(r.messages) }) });
    return read;
  }

  /** Ends every stream (the instance shuts down: the clients reconnect elsewhere). */
  closeAll(reason: PushClosed['reason']): void {
    this.each((s) => this.remove(s, reason));
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t);
    this.closeAll('shutdown');
  }

  private each(fn: (s: Stream) => void): void {
    for (const mine of [...this.byMember.values()]) for (const s of [...mine]) fn(s);
  }

  /** A site message to every member: each open stream gets its member's own total. */
  private async deliverToEveryone(row: OutboxRow): Promise<void> {
    const ids = [...this.byMember.keys()];
    if (ids.length === 0) return;
    const { rows } = await this.db.query<{ id: number; total: number }>(
      `SELECT u.id, (SELECT count(*)::int FROM site_messages m WHERE m.user_id IS NULL OR m.user_id = u.id) AS total
         FROM unnest($1::bigint[]) AS u(id)`,
      [ids],
    );
    for (const r of rows) {
      const text = sseEvent('messages', { messages: Number(r.total) }, row.id);
      for (const s of this.byMember.get(Number(r.id)) ?? []) s.send(row.xid, text);
    }
  }

  /** Closes the streams whose session is no longer live (revoked where no event told, member disabled). */
  private async checkSessions(): Promise<void> {
    const sessions = new Set<number>();
    this.each((s) => sessions.add(s.member.sessionId));
    if (sessions.size === 0) return;
    const { rows } = await this.db.query<{ id: number }>(
      `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = ANY($1::bigint[]) AND s.revoked_at IS NULL AND u.status = 1`,
      [[...sessions]],
    );
    const live = new Set(rows.map((r) => Number(r.id)));
    this.each((s) => {
      if (!live.has(s.member.sessionId)) this.remove(s, 'revoked');
    });
  }
}

/** What a delivery read for a member: the game balance and venue list, the message count. */
interface LeftToRead extends Partial<Pick<FiguresFen, 'game' | 'venues'>> {
  messages?: number;
}

/** A row's events as the stream sends them: the figures, each order, the message count. */
function eventsText(row: OutboxRow, read: LeftToRead = {}): string {
  const { kinds, orders } = row.body;
  const { messages, ...figures } = read;
  let text = '';
  if (kinds) text += sseEvent('money', { ...formatFigures({ ...row.body, ...(row.body.readVenues ? figures : {}) }), kinds }, row.id);
  for (const order of orders ?? []) text += sseEvent('order', order, row.id);
  if (row.body.readMessages && messages !== undefined) text += sseEvent('messages', { messages }, row.id);
  return text;
}
