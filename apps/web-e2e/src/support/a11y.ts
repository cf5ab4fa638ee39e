import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { KNOWN_FINDINGS } from './a11y-known-findings';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 levels A and AA: what every screen is held to (docs/contributing.md, Accessibility). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** What fails the run; moderate and minor findings are printed by no one and block nothing. */
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** axe's CSS selector of the element. */
  target: string;
  html: string;
  /** The state scanned: the route asked for, the route shown, the role and any open dialog. */
  where: string;
}

/**
 * The axe-core engine that @axe-core/playwright 4.14.0 drives (resolved through it, so the
 * version is the one the Storybook scan and the a11y addon use), injected into the page once
 * per document and run there. AxeBuilder injected its 500 KB anew on every analyze, through the
 * run's shared browser server: 0.57 s of Chromium's CPU and 0.27 s of node's per scan of `/`,
 * against 0.19 s and 0.01 s for a run of the engine already in the page (measured side by side).
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(__filename).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; impact?: string | null; html: string }[];
}

/**
 * Runs axe over the page's own document and returns its serious and critical findings, less
 * the documented exceptions of a11y-known-findings.ts.
 */
export async function scanPage(page: Page, where: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Colours are read as they are drawn: a button fading from disabled to enabled (its opacity's
  // 0.15 s transition, seen on a loaded machine) would count as low contrast. The scan waits,
  // for 2 s at most, until no transition or animation is running.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 2000 })
    .catch(() => undefined);
  // Only violations are read: axe then skips listing every passing node (much faster).
  // Frames hold third-party pages (customer service, sponsors, games) that may never load
  // here: iframes: false keeps axe on the product's own document (where frame-title still
  // checks each frame's title).
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
        .then((result) =>
          result.violations.map(({ id, impact, help, nodes }) => ({
            id,
            impact,
            help,
            nodes: nodes.map(({ target, impact: nodeImpact, html }) => ({ target, impact: nodeImpact, html })),
          })),
        ),
    [...WCAG_TAGS],
  );
  const findings: Finding[] = [];
  for (const violation of violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    for (const node of violation.nodes) {
      const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' >>> ');
      if (KNOWN_FINDINGS.some((known) => known.rule === violation.id && known.target === target)) continue;
      findings.push({
        rule: violation.id,
        impact: node.impact ?? violation.impact ?? 'unknown',
        help: violation.help,
        target,
        html: node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html,
        where,
      });
    }
  }
  return findings;
}

/** One line per finding: the rule, its impact, the element and where it was seen. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map((f) => `[${f.impact}] ${f.rule} (${f.help}) on ${f.where}\n      element: ${f.target}\n      html: ${f.html}`)
    .join('\n  ');
}

/** Counts per rule, for the summary line of a scan. */
export function countByRule(findings: readonly Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
  return counts;
}
