/** The bottom tab bar: its entries and which path selects which tab. */
import { TAB_LABELS } from './messages';
import { pathnameOf, ROUTES, type RoutePath } from './paths';

export type TabKey = keyof typeof TAB_LABELS;

export interface TabEntry {
  key: TabKey;
  label: string;
  path: RoutePath;
}

/** In display order. */
export const TAB_BAR: readonly TabEntry[] = [
  { key: 'home', label: TAB_LABELS.home, path: ROUTES.home },
  { key: 'activity', label: TAB_LABELS.activity, path: ROUTES.activity },
  { key: 'kefu', label: TAB_LABELS.kefu, path: ROUTES.kefu },
  { key: 'zhanzhu', label: TAB_LABELS.zhanzhu, path: ROUTES.zhanzhu },
  { key: 'mine', label: TAB_LABELS.mine, path: ROUTES.mine },
];

/**
 * The tab a location selects: only a tab's own path selects it, so /gamePage, /hongbao
 * and every other page leave the bar with none selected.
 */
export function selectedTab(location: string): TabKey | null {
  const path = pathnameOf(location);
  return TAB_BAR.find((tab) => tab.path === path)?.key ?? null;
}
