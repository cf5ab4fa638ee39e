import type { LazyCatalogueOf } from '@h5/domain';
import * as texts from '../messages';

/**
 * The 账户安全 screen's texts in every language (docs/i18n.md). Named `catalogue` like every
 * locales/index.ts: the Storybook preview loads them by that name.
 */
export const catalogue = {
  target: texts,
  translations: {
    en: () => import('./en'),
    vi: () => import('./vi'),
    th: () => import('./th'),
    'pt-BR': () => import('./pt-BR'),
  },
} satisfies LazyCatalogueOf<typeof texts>;
