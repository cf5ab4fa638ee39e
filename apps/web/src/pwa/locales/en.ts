import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The installed app's texts in English (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const en: Translation<typeof zh> = {
  pwaMessages: {
    offlineTitle: 'Connection failed',
    offlineText: 'Network error, please check your connection and try again',
    updateTitle: 'New version available',
    updateContent: 'The site has been updated, refresh to use the new version',
    updateNow: 'Refresh now',
    updateLater: 'Later',
  },
};

export default en;
