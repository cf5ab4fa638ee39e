import * as messages from '../messages';

/**
 * The tab labels and a loader of each translation (docs/i18n.md), every language a chunk of its own:
 * the web app fetches the chosen one before its first render (docs/i18n.md). Shaped as
 * @h5/domain's LazyCatalogue, which routing may not import (a util depends on utils only).
 */
export const catalogue = {
  target: messages,
  translations: {
    en: () => import('./en'),
    vi: () => import('./vi'),
    th: () => import('./th'),
    'pt-BR': () => import('./pt-BR'),
  },
};
