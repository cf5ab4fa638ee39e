import Fastify, { type FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from './headers';

// /gamePage?app=1 frames ios_download_url, which the demo seed points at /pictures/app/1.svg.
describe('pictures may be framed by the web app itself', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = Fastify();
    await registerSecurityHeaders(app);
    app.get('/pictures/*', async (_req, reply) => reply.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    app.get('/api/app', async () => ({ code: 200 }));
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('lets the app frame a picture, and nobody else', async () => {
    const res = await fetch(`${base}/pictures/app/1.svg`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('still lets nobody frame an API answer', async () => {
    const res = await fetch(`${base}/api/app`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
