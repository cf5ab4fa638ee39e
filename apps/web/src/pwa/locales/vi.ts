import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The installed app's texts in Vietnamese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const vi: Translation<typeof zh> = {
  pwaMessages: {
    offlineTitle: 'Mất kết nối mạng',
    offlineText: 'Lỗi mạng, vui lòng kiểm tra kết nối rồi thử lại',
    updateTitle: 'Đã có phiên bản mới',
    updateContent: 'Trang web đã được cập nhật, làm mới để dùng phiên bản mới',
    updateNow: 'Làm mới ngay',
    updateLater: 'Để sau',
  },
};

export default vi;
