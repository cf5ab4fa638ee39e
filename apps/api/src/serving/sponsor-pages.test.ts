import Fastify, { type FastifyInstance } from 'fastify';
import { registerSponsorPages } from './sponsor-pages';

describe('sponsor pages (/zhanzhuye frames)', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = Fastify();
    registerSponsorPages(app);
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it.each([
    [1, '区域合作伙伴'],
    [2, '全球顶级合作伙伴'],
  ])('serves page %i with its title and a drawn picture, under a CSP that runs nothing', async (type, title) => {
    const res = await fetch(`${base}/sponsor/${type}`);
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(body).toContain(`<title>${title}</title>`);
    expect(body).toContain('<svg');
    // Nothing from another site: no external address anywhere in the page.
    expect(body).not.toMatch(/(src|href)=["']?https?:/);
    expect(body).not.toContain('<script');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('has no third page', async () => {
    expect((await fetch(`${base}/sponsor/3`)).status).toBe(404);
  });
});
