import type { Page } from 'playwright-core';

/** WCAG 2.2 target size (minimum), 2.5.8: a tappable item is at least 24×24 CSS px. */
export const MIN_TARGET_PX = 24;

export interface StructureFacts {
  h1: string[];
  main: number;
  banner: number;
  nav: number;
  smallTargets: string[];
}

/**
 * Runs in the page: what axe does not check on its own. Headings and landmarks count only
 * when a screen reader would reach them (not inside aria-hidden, not display:none). Targets
 * are the visible buttons, links and form controls; a link inside a sentence is exempt
 * (2.5.8's inline exception), as is an element with no box (nothing to tap).
 */
function inspectStructure(minTarget: number): StructureFacts {
  const reachable = (el: Element) => {
    if (el.closest('[aria-hidden="true"], [inert]')) return false;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden' && (box.width > 0 || box.height > 0 || el.tagName === 'MAIN');
  };
  const count = (selector: string) => [...document.querySelectorAll(selector)].filter(reachable).length;
  const describe = (el: Element) => {
    const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const box = el.getBoundingClientRect();
    return `<${el.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
  };
  const inSentence = (el: Element) =>
    el.tagName === 'A' &&
    getComputedStyle(el).display === 'inline' &&
    (el.parentElement?.innerText.trim().length ?? 0) > (el as HTMLElement).innerText.trim().length + 2;
  const targets = [
    ...document.querySelectorAll(
      'button, a[href], [role="button"], [role="tab"], [role="link"], [role="switch"], [role="checkbox"], input:not([type="hidden"]), select, textarea',
    ),
  ]
    .filter(reachable)
    .filter((el) => {
      const box = el.getBoundingClientRect();
      // Off-screen (a carousel's other slides, a closed drawer): not tappable now.
      return box.right > 0 && box.left < window.innerWidth && box.width > 0 && box.height > 0;
    })
    .filter((el) => !inSentence(el))
    // A visually hidden control (a file input behind its label) is reached through its label.
    .filter((el) => el.getBoundingClientRect().width > 1 && el.getBoundingClientRect().height > 1)
    .filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width < minTarget - 0.5 || box.height < minTarget - 0.5;
    })
    .map(describe);
  return {
    h1: [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')]
      .filter(reachable)
      .map((el) => (el as HTMLElement).innerText.trim()),
    main: count('main, [role="main"]'),
    banner: count('header:not(main header):not(article header):not(section header), [role="banner"]'),
    nav: count('nav, [role="navigation"]'),
    smallTargets: targets,
  };
}

export const readStructure = (page: Page): Promise<StructureFacts> => page.evaluate(inspectStructure, MIN_TARGET_PX);

/**
 * The screen's structure faults: not exactly one h1, not exactly one main landmark, no
 * header (banner) landmark, no navigation landmark where the screen has the tab bar
 * (`requireNav`; a top-level screen's way out is its back arrow), or a tappable item under
 * 24×24 px.
 */
export function structureFaults(facts: StructureFacts, where: string, { requireNav = true } = {}): string[] {
  const faults: string[] = [];
  if (facts.h1.length !== 1)
    faults.push(`${where}: ${facts.h1.length} h1 headings (${facts.h1.join(' | ') || 'none'}), expected exactly 1`);
  if (facts.main !== 1) faults.push(`${where}: ${facts.main} main landmarks, expected exactly 1`);
  if (facts.banner < 1) faults.push(`${where}: no header (banner) landmark`);
  if (requireNav && facts.nav < 1) faults.push(`${where}: no nav landmark`);
  for (const target of facts.smallTargets) faults.push(`${where}: target under ${MIN_TARGET_PX}×${MIN_TARGET_PX} px: ${target}`);
  return faults;
}
