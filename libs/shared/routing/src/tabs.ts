/** The bottom tab bar: its entries and which path selects which tab. */
import { TAB_LABELS } from './messages';
import { pathnameOf, ROUTES, type RoutePath } from './paths';

export type TabKey = keyof typeof TAB_LABELS;

export interface TabEntry {
  key: TabKey;
  label: string;
  path: RoutePath;
}

// Each label read when the bar renders, not copied when this module loads: the texts take the
// chosen language after it has loaded (docs/i18n.md).
const tab = (key: TabKey, path: RoutePath): TabEntry => ({
  key,
  get label() {
    return TAB_LABELS[key];
  },
  path,
});

/** In display order. */
export const TAB_BAR: readonly TabEntry[] = [
  tab('home', ROUTES.home),
  tab('activity', ROUTES.activity),
  tab('kefu', ROUTES.kefu),
  tab('zhanzhu', ROUTES.zhanzhu),
  tab('mine', ROUTES.mine),
];

/**
 * The tab a location selects: only a tab's own path selects it, so /gamePage, /hongbao
 * and every other page leave the bar with none selected.
 */
export function selectedTab(location: string): TabKey | null {
  const path = pathnameOf(location);
  return TAB_BAR.find((tab) => tab.path === path)?.key ?? null;
}
