import type { ApiEnvelope } from '@h5/api-contract';

/** What the fake answers on a path: an envelope, one computed from the body, or a network failure. */
export type FakeAnswer = ApiEnvelope<unknown> | ((body: Record<string, unknown>) => ApiEnvelope<unknown>) | 'network-error';

export interface FakeCall {
  path: string;
  body: Record<string, unknown>;
  authorization?: string;
}

export const ok = (data: unknown, message = ''): ApiEnvelope<unknown> => ({ code: 200, message, data });

/**
 * A fake of the site's API for createAppStore({ fetchFn }): the real store and baseQuery run,
 * only the network is replaced. Every call is recorded for assertions.
 */
export function fakeApi(answers: Record<string, FakeAnswer>) {
  const calls: FakeCall[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input), 'http://fake.test').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path, body, authorization: headers['authorization'] });
    const answer = answers[path];
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const envelope = typeof answer === 'function' ? answer(body) : (answer ?? ok(null));
    return { ok: true, status: 200, json: async () => envelope } as unknown as Response;
  };
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { fetchFn: fetchFn as typeof fetch, calls, callsTo };
}
