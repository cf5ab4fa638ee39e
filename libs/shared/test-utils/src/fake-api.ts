import { BusinessCode, type ApiEnvelope } from '@h5/api-contract';

/**
 * What the fake answers on a path: an envelope, one computed from the request body, a promise
 * of one (to hold a call back), or a network failure.
 */
export type FakeAnswer =
  ApiEnvelope<unknown> | Promise<ApiEnvelope<unknown>> | ((body: Record<string, unknown>) => ApiEnvelope<unknown>) | 'network-error';

export interface FakeCall {
  path: string;
  body: Record<string, unknown>;
  authorization?: string;
  /** The `Idempotency-Key` header of a money action. */
  idempotencyKey?: string;
}

export const ok = (data: unknown, message = ''): ApiEnvelope<unknown> => ({ code: BusinessCode.ok, message, data });
export const fail = (code: number, message: string, data: unknown = []): ApiEnvelope<unknown> => ({ code, message, data });

/**
 * The site's API faked at the network: pass `fetchFn` to createAppStore so the real store and
 * baseQuery run. Every call is recorded; answers may change while a test runs. A path with no
 * answer fails like an unreachable server.
 */
export function fakeApi(initial: Record<string, FakeAnswer> = {}) {
  const answers: Record<string, FakeAnswer> = { ...initial };
  const calls: FakeCall[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input), 'http://fake.test').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path, body, authorization: headers['authorization'], idempotencyKey: headers['Idempotency-Key'] });
    const answer = answers[path];
    if (answer === undefined || answer === 'network-error') throw new TypeError('Failed to fetch');
    const envelope = typeof answer === 'function' ? answer(body) : await answer;
    return { ok: true, status: 200, json: async () => envelope } as unknown as Response;
  };
  return {
    fetchFn: fetchFn as typeof fetch,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    answer: (path: string, answer: FakeAnswer) => {
      answers[path] = answer;
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
