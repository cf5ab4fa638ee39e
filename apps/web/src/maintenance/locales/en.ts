import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The maintenance screen's texts in English (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const en: Translation<typeof zh> = {
  messages: {
    maintenanceTitle: 'Under maintenance',
    maintenanceFallback: 'The site is under maintenance, please come back later.',
  },
};

export default en;
