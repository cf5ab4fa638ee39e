import type { ApiEnvelope, BusinessCode, HttpMethod } from '@h5/api-contract';
import { activeLocale, REQUEST_TIMEOUT_MS } from '@h5/domain';
import { messages } from './messages';
import { sessionExpired, type RootWithSession } from './session/session-slice';
import type { ApiError } from './api-error';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';

export interface ApiRequest {
  /** Full path from the contract, e.g. API_PATHS.user ('/api/user'). */
  url: string;
  method?: HttpMethod;
  /** JSON body (POST) or FormData (uploads). */
  body?: unknown;
  /** Query string for GET calls. */
  params?: Record<string, string | number | undefined>;
  /** Extra headers, e.g. the `Idempotency-Key` of a money action. */
  headers?: Record<string, string>;
}

/**
 * The two codes every answer is sorted by, tied to the one table (BusinessCode) by type: a
 * change there fails the type-check here. Not imported as values, because that would put the
 * whole table (0.3 kB gzip) into every page's first paint, which only needs these two.
 */
const OK = 200 satisfies typeof BusinessCode.ok;
const SESSION_EXPIRED = 401 satisfies typeof BusinessCode.sessionExpired;

/** The envelope's message rides along: some calls answer in it (recharge, payinfo, transall). */
export interface ApiMeta {
  message: string;
}

/** Set through the store's thunk extra argument (createAppStore); tests point it at a fake. */
export interface ApiClientExtra {
  apiBaseUrl?: string;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}

export type AppBaseQuery = BaseQueryFn<ApiRequest, unknown, ApiError, object, ApiMeta>;

/**
 * The only code that sees envelopes: adds the bearer token, times out, unwraps
 * `{code, message, data}`, and turns 401 into one `sessionExpired` however many calls fail.
 */
export const baseQuery: AppBaseQuery = async (req, api) => {
  const extra = (api.extra ?? {}) as ApiClientExtra;
  const fetchFn = extra.fetchFn ?? fetch;
  const token = (api.getState() as RootWithSession).session.token;
  const isForm = typeof FormData !== 'undefined' && req.body instanceof FormData;
  const method = req.method ?? 'POST';

  // The language the screens show (the active locale: docs/i18n.md), so the server's messages
  // match them (docs/api.md, "Languages of message"): without it the server follows the
  // browser's Accept-Language, and a phone set to English would read English refusals on
  // screens the player switched to Chinese.
  const headers: Record<string, string> = { ...req.headers, accept: 'application/json', 'x-lang': activeLocale() };
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (method === 'POST' && !isForm) headers['content-type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, extra.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  api.signal.addEventListener('abort', onAbort);

  let response: Response;
  try {
    response = await fetchFn((extra.apiBaseUrl ?? '') + req.url + queryString(req.params), {
      method,
      headers,
      body: method === 'POST' ? (isForm ? (req.body as FormData) : JSON.stringify(req.body ?? {})) : undefined,
      signal: controller.signal,
    });
  } catch {
    return { error: timedOut ? { kind: 'timeout', message: messages.timeout } : { kind: 'network', message: messages.networkError } };
  } finally {
    clearTimeout(timer);
    api.signal.removeEventListener('abort', onAbort);
  }

  if (!response.ok) return { error: { kind: 'http', status: response.status, message: messages.badResponse } };
  let envelope: ApiEnvelope<unknown>;
  try {
    envelope = (await response.json()) as ApiEnvelope<unknown>;
  } catch {
    return { error: { kind: 'parse', message: messages.badResponse } };
  }
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.code !== 'number') {
    return { error: { kind: 'parse', message: messages.badResponse } };
  }
  const meta: ApiMeta = { message: String(envelope.message ?? '') };
  if (envelope.code === OK) return { data: envelope.data, meta };
  if (envelope.code === SESSION_EXPIRED) {
    // Only the session this request carried can expire, and only once: read the state again
    // (an earlier response of the same burst may have flagged it, or the member may have
    // logged out or in meanwhile — a stale token's 401 is then no news).
    const now = (api.getState() as RootWithSession).session;
    if (token && now.token === token && !now.expired) api.dispatch(sessionExpired());
    return { error: { kind: 'unauthorized', code: SESSION_EXPIRED, message: meta.message || messages.sessionExpired }, meta };
  }
  return { error: { kind: 'business', code: envelope.code, message: meta.message, data: envelope.data }, meta };
};

function queryString(params: ApiRequest['params']): string {
  if (!params) return '';
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== '') as Array<[string, string | number]>;
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}
