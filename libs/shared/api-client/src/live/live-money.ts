/**
 * Live money (issue 31, docs/api.md "Live money"): while a member is logged in and the page is
 * visible, one stream from `GET /api/stream` tells the store when their money moves, and the
 * balance polls stop (money-slice.ts's `live`, read by useMoneyFigures and useWalletMoney).
 * When the stream fails — network, a non-stream answer, a proxy that buffers (no heartbeat), a
 * server restart — `live` drops at once so the polls resume at the spec's intervals, and the
 * stream is asked again with exponential backoff and jitter; the hello of the new stream carries
 * the figures, and the lists it does not carry are asked once (apply-event.ts).
 *
 * Loaded lazily by the shell after the page has loaded: none of this is in the first paint.
 */
import { applyEvent } from './apply-event';
import { readStream, type StreamEnd } from './read-stream';
import { MONEY_LIVE } from '../money/money-slice';
import { sessionExpired } from '../session/session-slice';
import type { AppStore } from '../store';
import type { UnknownAction } from '@reduxjs/toolkit';

/** The first retry waits about this long, each next one twice as long, up to BACKOFF_MAX_MS. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;

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
  let attempt = 0;
  /** The stream of this token failed since it was last up: its next hello resyncs the lists. */
  let failed = false;
  /** A token the stream must not be asked with again (401, revoked, replaced, off): polling serves it. */
  let givenUp: string | null = null;
  let stopped = false;

  const setLive = (live: boolean) => {
    if ((store.getState().money.live === true) !== live) store.dispatch({ type: MONEY_LIVE, payload: live } as UnknownAction);
  };

  const wanted = (): string | null => {
    const { token, expired } = session();
    return !stopped && token && !expired && token !== givenUp && doc.visibilityState === 'visible' ? token : null;
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
    if (!connection && retry === undefined) void connect(token);
  };

  async function connect(token: string) {
    const controller = new AbortController();
    connection = { token, controller };
    const end = await readStream({
      token,
      signal: controller.signal,
      fetchFn,
      apiBaseUrl,
      onEvent: (name, data) => {
        if (name === 'hello') {
          attempt = 0;
          setLive(true);
        }
        applyEvent(name, data, { dispatch: store.dispatch, getState: store.getState, resync: name === 'hello' && failed });
        if (name === 'hello') failed = false;
      },
    });
    if (connection?.controller === controller) connection = null;
    if (end.kind === 'aborted') return; // sync closed it and decides what follows.
    if (token === session().token && !givesUp(end, token)) {
      failed = true;
      const wait = Math.max(backoffDelay(attempt++, random), end.kind === 'refused' ? (end.retryAfterMs ?? 0) : 0);
      retry = setTimeout(() => {
        retry = undefined;
        sync();
      }, wait);
    }
    // The retry is set first: the store's listener (sync) hears this and must not connect at once.
    setLive(false);
    sync();
  }

  /** The ends after which this token's stream is not asked again. */
  function givesUp(end: StreamEnd, token: string): boolean {
    const expired = end.kind === 'refused' && end.code === SESSION_EXPIRED;
    const off = end.kind === 'refused' && end.code === OFF;
    // revoked: the next poll's 401 ends the session as any call's would; replaced: another tab
    // of this member holds the stream, this one polls; off: the server has no stream.
    if (!expired && !off && !(end.kind === 'closed' && (end.reason === 'revoked' || end.reason === 'replaced'))) return false;
    // Before any dispatch: the store's listener (sync) must already know not to ask again.
    givenUp = token;
    // As baseQuery does for any call: the session this stream carried has expired, once.
    if (expired && !session().expired) store.dispatch(sessionExpired());
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
