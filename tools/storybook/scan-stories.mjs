#!/usr/bin/env node
// Opens every story of the built Storybook in Debian's Chromium in three passes: Chinese (the
// default) at 375×667 and at a real 320×568, and Brazilian Portuguese, the longest of the
// product's languages (docs/i18n.md), at 320×568. For each story and pass: screenshots it, runs axe
// (WCAG 2.0/2.1 A+AA and 2.2 AA; at 375 px only the rules the width can change), checks that it
// is not blank, does not scroll sideways and shows the state its name promises. Writes the
// screenshots and a contact sheet (index.html + one PNG per pass) under the output folder.
// Fails naming story, rule and element for every serious/critical axe finding (axe-core as
// driven by @axe-core/playwright 4.14.0, tags wcag2a wcag2aa wcag21a wcag21aa wcag22aa).
//
//   node tools/storybook/scan-stories.mjs [storybookDir=dist/storybook] [outDir=dist/storybook-scan]
//   SCAN_FILTER=ui-kit-button node tools/storybook/scan-stories.mjs   (only matching story ids)
//   SCAN_PASSES=320-pt-BR node tools/storybook/scan-stories.mjs       (only the named passes)
//
// Opt-outs: a story may switch an axe rule off only with a reason, in its parameters:
//   parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] }, optOutReason: 'why' } }
// The same parameters drive @storybook/addon-a11y's panel, so designers see what CI sees.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from './serve-static.mjs';
import { stateProblems, STATE_PROBES } from './story-states.mjs';

const STORYBOOK = resolve(process.argv[2] ?? 'dist/storybook');
const OUT = resolve(process.argv[3] ?? 'dist/storybook-scan');
/**
 * The passes, each a page of its own running beside the others. A story that sets its own
 * `globals.locale` (a screen shown in one language on purpose) keeps it in every pass.
 */
const ALL_PASSES = [
  { name: '375', width: 375, height: 667, locale: 'zh-CN', onlyLayout: true },
  { name: '320', width: 320, height: 568, locale: 'zh-CN' },
  { name: '320-pt-BR', width: 320, height: 568, locale: 'pt-BR', sameInEveryLanguage: true },
];
const PASSES = process.env.SCAN_PASSES ? ALL_PASSES.filter((pass) => process.env.SCAN_PASSES.split(',').includes(pass.name)) : ALL_PASSES;
const passLabel = (pass) => `${pass.width}×${pass.height}${pass.locale === 'zh-CN' ? '' : ` ${pass.locale}`}`;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * The axe rules a translation cannot change: they read the markup's structure and ARIA, which
 * are the same in every language, not its texts, names or layout. A pass in another language
 * than Chinese skips them (the Chinese passes ran them on the same markup): 255 ms of axe per
 * story instead of 328 (44 stories, 320 px, pt-BR), about 30 s of CPU per scan. Every rule not
 * named here still runs there: names and alternatives (the translated texts), the lang rules,
 * and what longer texts move (color-contrast, link-in-text-block, scrollable-region-focusable,
 * target-size), and any rule a newer axe adds.
 */
const SAME_IN_EVERY_LANGUAGE = [
  'aria-allowed-attr',
  'aria-braille-equivalent',
  'aria-conditional-attr',
  'aria-deprecated-role',
  'aria-hidden-body',
  'aria-hidden-focus',
  'aria-prohibited-attr',
  'aria-required-attr',
  'aria-required-children',
  'aria-required-parent',
  'aria-roles',
  'aria-valid-attr',
  'aria-valid-attr-value',
  'autocomplete-valid',
  'avoid-inline-spacing',
  'blink',
  'bypass',
  'definition-list',
  'dlitem',
  'duplicate-id-aria',
  'form-field-multiple-labels',
  'list',
  'listitem',
  'marquee',
  'meta-refresh',
  'meta-viewport',
  'nested-interactive',
  'server-side-image-map',
  'td-headers-attr',
  'th-has-data-cells',
];
/**
 * The axe rules whose outcome can change with the width alone: they read geometry or what is
 * painted behind a text (colour contrast and a link's look where boxes overlap, target sizes
 * and spacing, whether a region scrolls). The 375 px pass runs only these: its markup, and what
 * is visible, are the 320 px pass's (the product's few width queries, `max-width: 359px`, only
 * resize a logo or a margin; nothing is shown or hidden by width), and the 320 px pass runs every
 * rule on them. When SCAN_PASSES leaves the 320 px pass out, the 375 px pass runs them all.
 * axe on the product's home screen: 81 ms for these four rules, 298 ms for every rule.
 */
const LAYOUT_RULES = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable', 'target-size'];
const FULL_PASS_RUNS = PASSES.some((pass) => pass.name === '320');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Pages open at once per pass; the machine has 2 cores shared with the rest of CI. */
const WORKERS_PER_PASS = Number(process.env.SCAN_WORKERS ?? 1);
const STORY_TIMEOUT_MS = 15_000;
/** How long a story's layout may keep moving after it rendered before it counts as a problem. */
const SETTLE_TIMEOUT_MS = 5_000;

// The axe-core that @axe-core/playwright 4.14.0 drives, resolved through it so the versions
// match. It is injected once per page and run directly: AxeBuilder re-injects the 500 KB
// engine into every frame on every analyze (1.7 s per story here against 0.07 s), which
// would make this scan take a quarter of an hour.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

const index = JSON.parse(readFileSync(join(STORYBOOK, 'index.json'), 'utf8'));
const filter = process.env.SCAN_FILTER;
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .filter((entry) => !filter || entry.id.includes(filter));

rmSync(OUT, { recursive: true, force: true });
for (const pass of PASSES) mkdirSync(join(OUT, pass.name), { recursive: true });

// Animations off and the caret hidden: screenshots are stable and axe sees the final colours.
const STILL_CSS = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition:none!important;caret-color:transparent!important}`;

/** What the story shows: blank or not, sideways overflow, its parameters (for opt-outs). */
async function inspect(page, storyId) {
  return page.evaluate(async (id) => {
    const root = document.querySelector('#storybook-root');
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 0 &&
        r.height > 0 &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        r.bottom > 0 &&
        r.right > 0 &&
        r.top < innerHeight &&
        r.left < innerWidth
      );
    };
    // Ink: visible text, a picture, or a box painted in a colour other than the page's.
    const pageBg = getComputedStyle(document.body).backgroundColor;
    let ink = false;
    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el) || el.closest('[hidden],script,style')) continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      const bg = getComputedStyle(el).backgroundColor;
      const painted =
        bg !== 'rgba(0, 0, 0, 0)' && bg !== pageBg && el !== root && !el.matches('html,body,#storybook-root,#storybook-root > div');
      if (ownText || el.matches('img,svg,canvas,video,input,button') || painted) {
        ink = true;
        break;
      }
    }
    const preview = window.__STORYBOOK_PREVIEW__;
    let parameters = {};
    let globals = {};
    let story;
    try {
      story = await preview.storyStoreValue.loadStory({ storyId: id });
      parameters = story.parameters ?? {};
      globals = story.storyGlobals ?? story.globals ?? {};
    } catch {
      // An older preview API: no opt-outs readable, none honoured.
    }
    return {
      ink,
      errored: document.body.classList.contains('sb-show-errordisplay'),
      overflowX: document.documentElement.scrollWidth - innerWidth,
      a11y: { rules: parameters.a11y?.config?.rules ?? [], reason: parameters.a11y?.optOutReason ?? '' },
      viewport: globals.viewport?.value ?? null,
      // The language the story asks for itself (null: the pass's), and the one it is shown in.
      storyLocale: story?.storyGlobals?.locale ?? null,
      lang: document.documentElement.lang,
    };
  }, storyId);
}

/**
 * Requests in flight per page and when the last one started or ended, so a story can be
 * waited for until its lazy chunks arrive.
 */
const network = new WeakMap();
const trackRequests = (page) => {
  const state = { inflight: 0, lastActivity: 0 };
  network.set(page, state);
  const settle = () => {
    state.inflight = Math.max(0, state.inflight - 1);
    state.lastActivity = Date.now();
  };
  page.on('request', () => {
    state.inflight += 1;
    state.lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
};

async function waitForStory(page) {
  await page.waitForFunction(
    () => document.body.classList.contains('sb-show-main') || document.body.classList.contains('sb-show-errordisplay'),
    null,
    { timeout: STORY_TIMEOUT_MS },
  );
  await page.evaluate(() => document.fonts.ready);
  // Portals and lazy chunks (toasts, antd-mobile popups) settle after the first render: wait
  // until nothing has been in flight for 120 ms (Playwright's networkidle waits 500 ms).
  // Slept for exactly what is left of the 120 ms rather than polled every 40 ms.
  const state = network.get(page);
  const rendered = Date.now();
  const deadline = rendered + STORY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const quietFor = Date.now() - Math.max(rendered, state.lastActivity);
    if (state.inflight === 0 && quietFor >= 120) break;
    await page.waitForTimeout(state.inflight > 0 ? 40 : 120 - quietFor);
  }
  return page.evaluate(settleLayout, SETTLE_TIMEOUT_MS);
}

/**
 * Waits in the page until its layout is still: the story root's box and every dialog's and
 * portal's (antd-mobile's popups and modals live in body's other children) the same over two
 * frames in a row, their scroll sizes too (axe's scrollable-region-focusable reads them), and no
 * finite Web Animation running. Under load a modal was once scanned mid-layout (notice-modal
 * @320); the preview also turns antd-mobile's JS-driven react-spring motion off for a
 * reduced-motion browser, which the scan's is. Resolves to false if it never stood still.
 */
async function settleLayout(timeout) {
  const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
  const boxes = () =>
    [
      ...document.querySelectorAll(
        '#storybook-root, [role="dialog"], [role="alertdialog"], body > :not(script, style, link, [id^="storybook-"], [class^="sb-"])',
      ),
    ]
      .map((el) => {
        const r = el.getBoundingClientRect();
        return [r.x, r.y, r.width, r.height, el.scrollWidth, el.scrollHeight].join(',');
      })
      .join(';');
  const animating = () => document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
  const deadline = performance.now() + timeout;
  let previous = boxes();
  let stillFrames = 0;
  while (performance.now() < deadline) {
    await frame();
    const current = boxes();
    stillFrames = current === previous && !animating() ? stillFrames + 1 : 0;
    if (stillFrames >= 2) return true;
    previous = current;
  }
  return false;
}

/**
 * Something a story left outside its root (a toast, a portal) that would show in the next
 * story if the page were reused; Storybook's own nodes and the toast announcer do not count.
 */
const hasLeftovers = (page) =>
  page.evaluate(() =>
    [...document.body.children].some(
      (el) =>
        !/^(SCRIPT|STYLE|LINK)$/.test(el.tagName) &&
        !el.id.startsWith('storybook-') &&
        ![...el.classList].some((c) => c.startsWith('sb-')) &&
        el.getAttribute('data-testid') !== 'toast-announcer',
    ),
  );

/**
 * Shows a story: the first one (or after a story left something behind) loads iframe.html in
 * the pass's language; the others switch story through Storybook's channel, which skips
 * reloading the bundles and makes the scan several times faster (the language, a global, stays).
 * Resolves to whether its layout came to rest.
 */
async function showStory(page, base, pass, story) {
  const reuse = page.url().includes('/iframe.html') && !(await hasLeftovers(page));
  if (reuse) {
    const switched = await page.evaluate(
      ({ id, timeout }) =>
        new Promise((resolveSwitch) => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          if (!channel) return resolveSwitch(false);
          const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
          const done = (ok) => {
            events.forEach((event) => channel.off(event, onEvent));
            clearTimeout(timer);
            resolveSwitch(ok);
          };
          const onEvent = () => done(true);
          const timer = setTimeout(() => done(false), timeout);
          events.forEach((event) => channel.on(event, onEvent));
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      { id: story.id, timeout: STORY_TIMEOUT_MS },
    );
    if (switched) return waitForStory(page);
  }
  // a11y.manual: the addon's own axe run (for the panel) would compete with ours.
  const globals = `a11y.manual:!true;locale:${pass.locale}`;
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=${globals}`, { waitUntil: 'load' });
  await page.addStyleTag({ content: STILL_CSS });
  const settled = await waitForStory(page);
  // The language must really be the pass's: Storybook ignores a global it does not know.
  const locale = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals?.get()?.locale);
  if (locale !== pass.locale)
    throw new LanguageError(`the ${passLabel(pass)} pass's page has the locale global "${locale}", not "${pass.locale}"`);
  return settled;
}

/** The pass's page is not in its language: every story of it would be scanned in the wrong one. */
class LanguageError extends Error {}

/** Time spent per phase and pass (ms), printed at the end: what a story costs. */
const phaseTimes = new Map();
async function timed(pass, phase, work) {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const times = phaseTimes.get(pass.name) ?? phaseTimes.set(pass.name, {}).get(pass.name);
    times[phase] = (times[phase] ?? 0) + performance.now() - start;
  }
}

async function scanStory(page, base, pass, story) {
  const problems = [];
  const settled = await timed(pass, 'show', () => showStory(page, base, pass, story));
  const info = await timed(pass, 'inspect', () => inspect(page, story.id));
  const shot = join(pass.name, `${story.id}.png`);
  await timed(pass, 'screenshot', () => page.screenshot({ path: join(OUT, shot) }));

  const expectedLang = info.storyLocale ?? pass.locale;
  if (info.lang !== expectedLang) problems.push(`shown with <html lang="${info.lang}">, not the ${expectedLang} it is scanned in`);
  if (!settled) problems.push(`its layout was still moving ${SETTLE_TIMEOUT_MS / 1000} s after it rendered`);
  if (info.errored) problems.push('the story threw while rendering');
  if (!info.ink) problems.push('blank: nothing visible in the viewport');
  if (info.overflowX > 1) problems.push(`scrolls sideways by ${info.overflowX}px`);
  problems.push(...(await timed(pass, 'states', () => stateProblems(page, story, info, pass))));

  const disabled = info.a11y.rules.filter((rule) => rule.enabled === false).map((rule) => rule.id);
  if (disabled.length && !info.a11y.reason.trim())
    problems.push(`switches off ${disabled.join(', ')} without parameters.a11y.optOutReason`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const skipped = pass.sameInEveryLanguage ? SAME_IN_EVERY_LANGUAGE : [];
  const runOnly =
    pass.onlyLayout && FULL_PASS_RUNS
      ? { type: 'rule', values: LAYOUT_RULES.filter((id) => !disabled.includes(id)) }
      : { type: 'tag', values: AXE_TAGS };
  const violations = await timed(pass, 'axe', () =>
    page.evaluate(
      ({ runOnly, off }) =>
        window.axe
          .run(document, {
            runOnly,
            rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
            resultTypes: ['violations'],
          })
          .then((result) =>
            result.violations.map((v) => ({
              id: v.id,
              impact: v.impact,
              nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
            })),
          ),
      { runOnly, off: [...disabled, ...skipped] },
    ),
  );
  const findings = violations
    .filter((v) => FAILING_IMPACTS.has(v.impact))
    .flatMap((v) =>
      v.nodes.map((node) => ({
        rule: v.id,
        impact: v.impact,
        target: node.target.join(' '),
        summary: node.failureSummary?.split('\n')[1]?.trim() ?? '',
      })),
    );
  return { id: story.id, title: story.title, name: story.name, lang: info.lang, shot, problems, findings, optedOut: disabled };
}

async function worker(browser, base, pass, queue, results) {
  const context = await browser.newContext({
    viewport: { width: pass.width, height: pass.height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: pass.locale,
  });
  const page = await context.newPage();
  trackRequests(page);
  for (let story = queue.shift(); story; story = queue.shift()) {
    try {
      results.push({ size: pass.name, ...(await scanStory(page, base, pass, story)) });
    } catch (error) {
      if (error instanceof LanguageError) throw error;
      results.push({
        size: pass.name,
        id: story.id,
        title: story.title,
        name: story.name,
        shot: null,
        problems: [`could not be scanned: ${error.message.split('\n')[0]}`],
        findings: [],
        optedOut: [],
      });
    }
  }
  await context.close();
}

function contactSheet(results) {
  const cell = (r) =>
    `<figure class="${r.problems.length || r.findings.length ? 'bad' : ''}"><a href="${r.shot}"><img loading="lazy" src="${r.shot}" alt=""></a>` +
    `<figcaption>${r.title.replace(/\//g, ' / ')} · <b>${r.name}</b>${[...r.problems, ...r.findings.map((f) => `${f.rule} ${f.target}`)].map((p) => `<br><em>${p}</em>`).join('')}</figcaption></figure>`;
  const section = (pass) =>
    `<h2>${passLabel(pass)}</h2><div class="grid">${results
      .filter((r) => r.size === pass.name && r.shot)
      .map(cell)
      .join('')}</div>`;
  return `<!doctype html><meta charset="utf-8"><title>Storybook contact sheet</title><style>
body{font:12px/1.4 sans-serif;margin:16px;background:#fafafa}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(190px,1fr));gap:12px}
figure{margin:0;background:#fff;border:1px solid #ddd;padding:4px}figure.bad{border:2px solid #c4262c}img{width:100%;display:block;border:1px solid #eee}
figcaption{margin-top:4px;word-break:break-word}em{color:#c4262c;font-style:normal}</style>
<h1>${new Set(results.map((r) => r.id)).size} stories</h1>${PASSES.map(section).join('')}`;
}

const started = Date.now();
const server = await serveStatic(STORYBOOK);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu', '--font-render-hinting=none'] });
const results = [];
try {
  await Promise.all(
    PASSES.flatMap((pass) => {
      const queue = [...stories];
      return Array.from({ length: WORKERS_PER_PASS }, () => worker(browser, server.url, pass, queue, results));
    }),
  );
  writeFileSync(join(OUT, 'index.html'), contactSheet(results));
  writeFileSync(join(OUT, 'results.json'), JSON.stringify(results, null, 2));
  // One PNG per pass with every story as a thumbnail, for a quick look without a browser.
  for (const pass of PASSES) {
    const shots = results.filter((r) => r.size === pass.name && r.shot).sort((a, b) => a.id.localeCompare(b.id));
    const html =
      `<!doctype html><meta charset="utf-8"><style>body{margin:8px;font:10px sans-serif;background:#fff}` +
      `.g{display:grid;grid-template-columns:repeat(10,150px);gap:6px}img{width:150px;display:block;border:1px solid #ddd}` +
      `.bad img{outline:3px solid #c4262c}p{margin:2px 0 0;height:24px;overflow:hidden;word-break:break-all}</style><div class="g">` +
      shots
        .map((r) => `<div class="${r.problems.length || r.findings.length ? 'bad' : ''}"><img src="${r.shot}"><p>${r.id}</p></div>`)
        .join('') +
      `</div>`;
    writeFileSync(join(OUT, `sheet-${pass.name}.html`), html);
    const sheet = await browser.newPage({ viewport: { width: 1580, height: 900 } });
    await sheet.goto(`file://${join(OUT, `sheet-${pass.name}.html`)}`, { waitUntil: 'load', timeout: 60_000 });
    await sheet.screenshot({ path: join(OUT, `contact-sheet-${pass.name}.png`), fullPage: true });
    await sheet.close();
  }
} finally {
  await browser.close();
  server.close();
}

const byRule = new Map();
for (const r of results) for (const f of r.findings) byRule.set(f.rule, (byRule.get(f.rule) ?? new Set()).add(r.id));
const failing = results.filter((r) => r.problems.length || r.findings.length);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Scanned ${stories.length} stories at ${PASSES.map(passLabel).join(', ')} in ${seconds} s (probes: ${STATE_PROBES.map((p) => p.name).join(', ')}).`,
);
for (const pass of PASSES) {
  const times = phaseTimes.get(pass.name) ?? {};
  const scanned = results.filter((r) => r.size === pass.name).length || 1;
  const perStory = Object.entries(times).map(([phase, ms]) => `${phase} ${Math.round(ms / scanned)}`);
  console.log(`  ${passLabel(pass)}: ms per story: ${perStory.join(', ')}`);
}
console.log(`Contact sheet: ${join(OUT, 'index.html')}, ${PASSES.map((pass) => join(OUT, `contact-sheet-${pass.name}.png`)).join(', ')}`);
const optOuts = results.filter((r) => r.optedOut.length && r.size === '375');
if (optOuts.length) console.log(`Opt-outs (with reasons): ${optOuts.map((r) => `${r.id} [${r.optedOut.join(', ')}]`).join('; ')}`);
if (byRule.size)
  console.log(`axe serious/critical by rule (stories): ${[...byRule].map(([rule, ids]) => `${rule} ${ids.size}`).join(', ')}`);
if (failing.length) {
  for (const r of failing) {
    for (const p of r.problems) console.error(`✗ ${r.id} @${r.size}: ${p}`);
    for (const f of r.findings)
      console.error(`✗ ${r.id} @${r.size}: axe ${f.rule} (${f.impact}) on ${f.target}${f.summary ? ` — ${f.summary}` : ''}`);
  }
  console.error(`${failing.length} story scans failed (${new Set(failing.map((r) => r.id)).size} stories).`);
  process.exit(1);
}
console.log('Every story: no serious or critical axe finding, not blank, no sideways scroll, and shows its state.');
