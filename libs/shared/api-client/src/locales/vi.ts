import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The data layer's own texts in Vietnamese (docs/i18n.md); sessionExpired as the shell words it. */
const vi: Translation<typeof zh> = {
  messages: {
    networkError: 'Lỗi mạng, vui lòng kiểm tra kết nối và thử lại',
    timeout: 'Yêu cầu quá thời gian, vui lòng thử lại sau',
    badResponse: 'Máy chủ phản hồi bất thường, vui lòng thử lại sau',
    sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    logoutConfirm: 'Bạn có chắc muốn đăng xuất không?',
  },
};
export default vi;
