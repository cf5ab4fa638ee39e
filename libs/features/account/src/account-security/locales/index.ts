import type { LazyCatalogueOf } from '@h5/domain';
import * as texts from '../messages';

/** The 账户安全 screen's texts in every language (docs/i18n.md). */
export const securityCatalogue = {
  target: texts,
  translations: {
    en: () => import('./en'),
    vi: () => import('./vi'),
    th: () => import('./th'),
    'pt-BR': () => import('./pt-BR'),
  },
} satisfies LazyCatalogueOf<typeof texts>;
