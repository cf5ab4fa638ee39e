import type { LazyCatalogue } from '@h5/domain';
import * as messages from '../member-messages';

/**
 * A member's part of the header (its own chunk) and a loader of each translation (docs/i18n.md),
 * every language a chunk of its own: member-actions.tsx exports this as `catalogue`, so it
 * renders once they are in the active language (lazyWithRetry; docs/i18n.md).
 */
export const catalogue: LazyCatalogue = {
  target: messages,
  translations: {
    en: () => import('./en'),
    vi: () => import('./vi'),
    th: () => import('./th'),
    'pt-BR': () => import('./pt-BR'),
  },
};
