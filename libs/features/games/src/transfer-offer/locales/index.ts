import type { LazyCatalogue } from '@h5/domain';
import * as messages from '../messages';

/** The transfer offer's texts and a loader of each translation (docs/i18n.md); nothing is fetched in Chinese. */
export const catalogue: LazyCatalogue = {
  target: messages,
  translations: {
    en: () => import('./en'),
    vi: () => import('./vi'),
    th: () => import('./th'),
    'pt-BR': () => import('./pt-BR'),
  },
};
