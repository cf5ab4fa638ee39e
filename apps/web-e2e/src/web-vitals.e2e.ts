import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { test } from 'node:test';
import { startApi } from './support/api-server';
import { launchChromium, openMobilePage, waitForApp } from './support/browser';
import { ROOT, WEB_DIST } from './support/workspace';

/** A port free now, for the metrics listener (the API prints only its public address). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The count of one histogram's series in the exposition text (0 when absent). */
const countOf = (text: string, name: string, labels: string) =>
  Number(new RegExp(`^${name}_count\\{${labels}\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

test('a page load in Chromium reports its LCP into the server’s histogram (players’ real page speed)', { timeout: 180_000 }, async () => {
  // A server of its own with the metrics on (run-e2e.ts copies the build to tmp/web-e2e/web).
  const copied = join(ROOT, 'tmp/web-e2e/web');
  const metricsPort = await freePort();
  const api = await startApi(existsSync(copied) ? copied : WEB_DIST, 'web-vitals-api.log', { METRICS_PORT: String(metricsPort) });
  const browser = await launchChromium();
  try {
    const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
    const lcp = (text: string) => countOf(text, 'h5_web_vitals_lcp_seconds', 'route="/",lang="zh-CN"');
    const before = lcp(await (await fetch(metrics)).text());
    const { page, problems } = await openMobilePage(browser);
    // This visit is sampled whatever the build's share (apps/web/src/vitals/start.ts).
    await page.addInitScript(() => {
      // Not on about:blank (no storage there), where the flow goes to hide the page.
      if (window.location.protocol === 'http:') window.localStorage.setItem('h5:vitals-sample', '1');
    });
    await page.goto(`${api.baseUrl}/#/`);
    await waitForApp(page);
    // The reporter, a chunk of its own loaded after the page when the browser is idle, marks that it listens.
    await page.waitForFunction(() => performance.getEntriesByName('h5-vitals-reporting').length > 0, null, { timeout: 30_000 });
    // Leaving the page hides it: web-vitals hands over LCP and the beacon goes.
    await page.goto('about:blank');
    let text = '';
    for (let i = 0; i < 50 && lcp(text) <= before; i++) {
      await new Promise((r) => setTimeout(r, 200));
      text = await (await fetch(metrics)).text();
    }
    assert.equal(lcp(text), before + 1, 'one LCP sample of / in zh-CN in the histogram');
    const sum = Number(/^h5_web_vitals_lcp_seconds_sum\{route="\/",lang="zh-CN"\} (\S+)$/m.exec(text)?.[1]);
    assert.ok(sum > 0 && sum < 60, `the LCP in seconds (${sum})`);
    // The labels are the route template and the language, from fixed lists (the report's fields: vitals.test.ts).
    const series = [...text.matchAll(/^h5_web_vitals_\w+_count\{([^}]*)\} /gm)].map((m) => m[1]);
    assert.ok(
      series.length > 0 && series.every((labels) => /^route="[^"]+",lang="(zh-CN|en|vi|th|pt-BR)"$/.test(labels)),
      series.join(' | '),
    );
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    await api.stop();
  }
});
