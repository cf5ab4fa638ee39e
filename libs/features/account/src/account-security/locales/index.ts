import type { LazyCatalogue } from '@h5/domain';
import * as texts from '../messages';

/**
 * The 账户安全 screen's texts and a loader of each translation (docs/i18n.md), each language a
 * chunk. Named `catalogue` like every locales/index.ts: the Storybook preview loads them by that name.
 */
export const catalogue: LazyCatalogue = {
  target: texts,
  translations: {
    en: () => import('./en'),
    vi: () => import('./vi'),
    th: () => import('./th'),
    'pt-BR': () => import('./pt-BR'),
  },
};
