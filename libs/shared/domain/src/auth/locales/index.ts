import * as messages from '../messages';
import type { LazyCatalogueOf } from '../../i18n/lazy-catalogue';

/** Register and login's rule texts in every language (docs/i18n.md). */
export const catalogue = {
  target: messages,
  translations: {
    en: () => import('./en'),
    vi: () => import('./vi'),
    th: () => import('./th'),
    'pt-BR': () => import('./pt-BR'),
  },
} satisfies LazyCatalogueOf<typeof messages>;
