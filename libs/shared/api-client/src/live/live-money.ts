/**
 * Live money (docs/api.md "Live money"): while a member is logged in and the page is visible,
 * one stream from `GET /api/stream` tells the store when their money moves, and the balance
 * polls stop (money-slice.ts's `live`, read by useMoneyFigures and useWalletMoney).
 * When the stream ends — network, a non-stream answer, a proxy that buffers (no heartbeat), a
 * server restart, the server closing it — `live` drops at once so the polls resume at the spec's
 * intervals, and the stream is asked again with exponential backoff and jitter; the hello of the
 * new stream carries the figures, and the lists it does not carry are asked once (apply-event.ts).
 * The client never gives up on a live session: after the server closed a stream (for any reason)
 * it asks once whether the session is live (the balance call): live, it reconnects; ended, the
 * call's 401 takes the session's usual end (docs/product.md §4). Only a server without streams
 * (404) is not asked again.
 *
 * Loaded lazily by the shell after the page has loaded: none of this is in the first paint.
 */
import { applyEvent } from './apply-event';
import { readStream, type StreamEnd } from './read-stream';
import { accountApi } from '../endpoints/account-api';
import { MONEY_LIVE } from '../money/money-slice';
import { sessionExpired } from '../session/session-slice';
import type { AppStore } from '../store';
import type { UnknownAction } from '@reduxjs/toolkit';

/** The first retry waits about this long, each next one twice as long, up to BACKOFF_MAX_MS. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;
/**
 * A stream that stayed up this long starts the backoff again from its first step when it ends;
 * one closed sooner after its hello (a restart loop, another tab taking the member's place) goes
 * on backing off, so no two clients can take a stream from each other every second.
 */
export const STABLE_MS = 60_000;

/**
 * Attempt n waits between half and all of min(max, base·2ⁿ): growing, and spread so that the
 * members an instance's restart disconnected do not all come back in the same second.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

type LiveStore = Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>;

export interface LiveMoneyOptions {
  fetchFn?: typeof fetch;
  apiBaseUrl?: string;
  /** The jitter's source (tests pin it). */
  random?: () => number;
  /** Where visibility is read and heard; the browser's document by default. */
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

const SESSION_EXPIRED = 401;
/** Live money is off on this server (PUSH_EVENTS=0): polling it is. */
const OFF = 404;

/** Starts following the session; returns the stop function (the stream closes, polls resume). */
export function startLiveMoney(store: LiveStore, { fetchFn, apiBaseUrl, random, doc = document }: LiveMoneyOptions = {}): () => void {
  const session = () => store.getState().session;
  let connection: { token: string; controller: AbortController } | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** Asking whether the session is live after the server closed its stream: no connection meanwhile. */
  let checking = false;
  let attempt = 0;
  /** The stream of this token failed since it was last up: its next hello resyncs the lists. */
  let failed = false;
  /** A server without streams (404): polling serves, the stream is not asked again. */
  let off = false;
  /** A token whose stream answered 401: its session is over (the store may hear it a dispatch later). */
  let expiredToken: string | null = null;
  let stopped = false;

  const setLive = (live: boolean) => {
    if ((store.getState().money.live === true) !== live) store.dispatch({ type: MONEY_LIVE, payload: live } as UnknownAction);
  };

  const wanted = (): string | null => {
    const { token, expired } = session();
    return !stopped && !off && token && !expired && token !== expiredToken && doc.visibilityState === 'visible' ? token : null;
  };

  const sync = () => {
    const token = wanted();
    if (connection && connection.token !== token) {
      connection.controller.abort();
      connection = null;
      setLive(false);
    }
    if (!token) {
      clearTimeout(retry);
      retry = undefined;
      return;
    }
    if (!connection && retry === undefined && !checking) void connect(token);
  };

  const retryAfter = (wait: number) => {
    retry = setTimeout(() => {
      retry = undefined;
      sync();
    }, wait);
  };

  async function connect(token: string) {
    const controller = new AbortController();
    connection = { token, controller };
    let upSince: number | null = null;
    const end = await readStream({
      token,
      signal: controller.signal,
      fetchFn,
      apiBaseUrl,
      onEvent: (name, data) => {
        if (name === 'hello') {
          upSince = Date.now();
          setLive(true);
        }
        applyEvent(name, data, { dispatch: store.dispatch, getState: store.getState, resync: name === 'hello' && failed });
        if (name === 'hello') failed = false;
      },
    });
    if (connection?.controller === controller) connection = null;
    if (end.kind === 'aborted') return; // sync closed it and decides what follows.
    if (upSince !== null && Date.now() - upSince >= STABLE_MS) attempt = 0;
    const sameToken = token === session().token;
    if (sameToken && !endsFollowing(end, token)) {
      failed = true;
      const wait = Math.max(backoffDelay(attempt++, random), end.kind === 'refused' ? (end.retryAfterMs ?? 0) : 0);
      if (end.kind === 'closed') checking = true;
      else retryAfter(wait);
      // The wait is set first: the store's listener (sync) hears this and must not connect at once.
      setLive(false);
      if (end.kind === 'closed') {
        const live = await sessionLive();
        checking = false;
        // A new login meanwhile connects at once (sync below); an ended session does not.
        if (live !== false && token === session().token) retryAfter(wait);
      }
    } else setLive(false);
    sync();
  }

  /**
   * The session's state after the server closed its stream: the balance call answers (live),
   * answers 401 (false: baseQuery has ended the session as after any call's 401), or cannot tell
   * (null: the network; the next attempt tells). The answer is the poll's own, not one more.
   */
  async function sessionLive(): Promise<boolean | null> {
    const result = await store.dispatch(accountApi.endpoints.balance.initiate(undefined, { subscribe: false, forceRefetch: true }));
    if (!result.error) return true;
    return (result.error as { kind?: string }).kind === 'unauthorized' ? false : null;
  }

  /** The ends after which this token's stream is not asked again: 401 (the session is over), 404 (off). */
  function endsFollowing(end: StreamEnd, token: string): boolean {
    if (end.kind !== 'refused' || (end.code !== OFF && end.code !== SESSION_EXPIRED)) return false;
    // Before any dispatch: the store's listener (sync) must already know not to ask again.
    if (end.code === OFF) off = true;
    else expiredToken = token;
    // As baseQuery does for any call: the session this stream carried has expired, once.
    if (end.code === SESSION_EXPIRED && !session().expired) store.dispatch(sessionExpired());
    return true;
  }

  const unsubscribe = store.subscribe(sync);
  doc.addEventListener('visibilitychange', sync);
  sync();
  return () => {
    stopped = true;
    sync();
    unsubscribe();
    doc.removeEventListener('visibilitychange', sync);
  };
}
