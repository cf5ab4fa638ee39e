import type { LazyCatalogueOf } from '@h5/domain';
import * as messages from '../messages';

/** The data layer's texts in every language (docs/i18n.md). */
export const catalogue = {
  target: messages,
  translations: {
    en: () => import('./en'),
    vi: () => import('./vi'),
    th: () => import('./th'),
    'pt-BR': () => import('./pt-BR'),
  },
} satisfies LazyCatalogueOf<typeof messages>;
