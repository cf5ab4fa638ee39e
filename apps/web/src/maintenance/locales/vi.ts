import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The maintenance screen's texts in Vietnamese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const vi: Translation<typeof zh> = {
  messages: {
    maintenanceTitle: 'Hệ thống đang bảo trì',
    maintenanceFallback: 'Trang web đang bảo trì, vui lòng quay lại sau.',
  },
};

export default vi;
