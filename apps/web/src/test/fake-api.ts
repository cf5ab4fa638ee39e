import type { ApiEnvelope, AppInfo } from '@h5/api-contract';

/** What the fake answers on a path: an envelope, or one computed from the call. */
export type FakeAnswer = ApiEnvelope<unknown> | ((body: Record<string, unknown>) => ApiEnvelope<unknown>);

export interface FakeCall {
  path: string;
  body: Record<string, unknown>;
  authorization?: string;
}

export const ok = (data: unknown, message = ''): ApiEnvelope<unknown> => ({ code: 200, message, data });
export const fail = (code: number, message: string): ApiEnvelope<unknown> => ({ code, message, data: [] });

export const appInfo = (overrides: Partial<AppInfo> = {}): AppInfo => ({
  title: '皇冠体育',
  site_state: '1',
  repair_tips: '',
  redpacket_switch: '1',
  site_logo: '/pictures/logo.svg',
  h5_url: 'https://h5.example.com',
  index_modal: '0',
  webcontent: '',
  ios_download_qrcode: '',
  ios_download_url: '',
  ...overrides,
});

/** Answers of a healthy site; a test overrides the paths it is about. */
export const defaultAnswers: Record<string, FakeAnswer> = {
  '/api/app': ok(appInfo()),
  // The server's "you are already on the site" answer: no startup redirect.
  '/api/getVisitUrl': fail(500, ''),
  '/api/balance': ok({ balance: '1234.50' }),
  '/api/user': ok({ username: 'player01', balance: '1234.50', gameblance: 0 }),
  '/api/getservicerurl': ok({ url: 'https://service.example.com/chat' }),
};

/**
 * The network behind the real store and baseQuery (createAppStore({ fetchFn })): every call
 * is recorded; answers can be changed while a test runs.
 */
export function fakeApi(overrides: Record<string, FakeAnswer> = {}) {
  const answers = { ...defaultAnswers, ...overrides };
  const calls: FakeCall[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input), 'http://fake.test').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path, body, authorization: headers['authorization'] });
    const answer = answers[path];
    const envelope = typeof answer === 'function' ? answer(body) : (answer ?? ok([]));
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
