import { fail, fakeApi, ok } from './fake-api';

describe('fakeApi', () => {
  it('answers per path, records calls with their body and token, and can change an answer', async () => {
    const api = fakeApi({ '/api/balance': ok({ balance: '1.00' }), '/api/echo': (body) => ok(body) });
    const post = (path: string, body: unknown) =>
      api.fetchFn(`http://x${path}?a=1`, { method: 'POST', body: JSON.stringify(body), headers: { authorization: 'Bearer t' } });

    expect(await (await post('/api/balance', {})).json()).toEqual(ok({ balance: '1.00' }));
    expect(await (await post('/api/echo', { n: 2 })).json()).toEqual(ok({ n: 2 }));
    api.answer('/api/balance', fail(401, 'expired'));
    expect(await (await post('/api/balance', {})).json()).toEqual({ code: 401, message: 'expired', data: [] });
    expect(api.callsTo('/api/balance')).toHaveLength(2);
    expect(api.calls[1]).toEqual({ path: '/api/echo', body: { n: 2 }, authorization: 'Bearer t' });
  });

  it('records the Idempotency-Key a money action sends', async () => {
    const api = fakeApi({ '/api/transfer': ok({ balance: 0 }) });
    await api.fetchFn('/api/transfer', { method: 'POST', body: '{}', headers: { 'Idempotency-Key': 'k1' } });
    expect(api.calls[0].idempotencyKey).toBe('k1');
  });

  it('fails like an unreachable server for a network error or an unknown path', async () => {
    const api = fakeApi({ '/api/app': 'network-error' });
    await expect(api.fetchFn('/api/app')).rejects.toThrow(TypeError);
    await expect(api.fetchFn('/api/unknown')).rejects.toThrow(TypeError);
  });
});
