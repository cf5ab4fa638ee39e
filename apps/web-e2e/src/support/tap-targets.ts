/**
 * Tap targets (docs/product.md §2, WCAG 2.5.5): every control on the screen must take a thumb's tap over
 * at least 44×44 CSS px. Measured by hit-testing in Chromium, not from the element's box: what
 * counts is where a tap lands on the control (an enlarging ::before overlay counts, a part
 * covered by another element does not).
 */
import type { Page } from 'playwright-core';

export const MIN_TAP_PX = 44;

export interface TapTarget {
  name: string;
  width: number;
  height: number;
}

const CONTROLS = [
  'button',
  'a[href]',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="radio"]',
  '[role="checkbox"]',
  'input[type="checkbox"]',
  'input[type="radio"]',
].join(',');

/**
 * The tappable extent of every visible control in the page (scrolled to the middle of the
 * viewport one by one). Links inside a sentence are left out: WCAG's inline exception.
 */
export function measureTapTargets(page: Page): Promise<TapTarget[]> {
  return page.evaluate(
    ({ selector, reach }) => {
      const inSentence = (el: Element) => {
        if (el.tagName !== 'A') return false;
        const block = el.closest('p, li, dd');
        return !!block && (block.textContent ?? '').trim() !== (el.textContent ?? '').trim();
      };
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"], [inert]');
      };
      const nameOf = (el: Element) =>
        (el.getAttribute('aria-label') ?? (el.closest('label') ?? el).textContent ?? '').replace(/\s+/g, ' ').trim() || el.tagName;
      const results: Array<{ name: string; width: number; height: number }> = [];
      for (const el of Array.from(document.querySelectorAll(selector))) {
        if (!visible(el) || inSentence(el)) continue;
        el.scrollIntoView({ block: 'center', inline: 'center' });
        // A checkbox is tapped through its label.
        const target = (el.tagName === 'INPUT' && el.closest('label')) || el;
        const box = target.getBoundingClientRect();
        const hits = (x: number, y: number) => {
          const found = document.elementFromPoint(x, y);
          return !!found && (target === found || target.contains(found));
        };
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        if (!hits(cx, cy)) {
          results.push({ name: `${nameOf(el)} (covered)`, width: 0, height: 0 });
          continue;
        }
        const extent = (dx: number, dy: number) => {
          let step = 0;
          while (step < reach && hits(cx + dx * (step + 1), cy + dy * (step + 1))) step += 1;
          return step;
        };
        results.push({ name: nameOf(el), width: extent(-1, 0) + extent(1, 0) + 1, height: extent(0, -1) + extent(0, 1) + 1 });
      }
      window.scrollTo(0, 0);
      return results;
    },
    { selector: CONTROLS, reach: 80 },
  );
}

/** The controls tapped over less than 44×44, as "name W×H" lines (empty when all pass). */
export async function smallTapTargets(page: Page): Promise<string[]> {
  const measured = await measureTapTargets(page);
  return measured
    .filter((t) => t.width < MIN_TAP_PX || t.height < MIN_TAP_PX)
    .map((t) => `${t.name} ${Math.round(t.width)}×${Math.round(t.height)}`);
}
