import { AxeBuilder } from '@axe-core/playwright';
import { KNOWN_FINDINGS } from './a11y-known-findings';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 levels A and AA: what issue 19 promises on every screen. */
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
 * Runs axe over the whole page (not inside frames) and returns its serious and critical
 * findings, less the documented exceptions of a11y-known-findings.ts. The page must come
 * from `browser.newContext()`: AxeBuilder opens a blank page in the same context to
 * combine the frames' results.
 */
export async function scanPage(page: Page, where: string): Promise<Finding[]> {
  // Only violations are read: axe then skips listing every passing node (much faster).
  // Frames hold third-party pages (customer service, sponsors, games) that may never load
  // here: the default mode waits on each frame without a limit and hung the run. Legacy
  // mode gives a frame 1 s, and iframes: false keeps axe on the product's own document
  // (where frame-title still checks each frame's title).
  const results = await new AxeBuilder({ page })
    .withTags([...WCAG_TAGS])
    .options({ resultTypes: ['violations'], iframes: false })
    .setLegacyMode(true)
    .analyze();
  const findings: Finding[] = [];
  for (const violation of results.violations) {
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
