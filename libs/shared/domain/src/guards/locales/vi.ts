import type { Translation } from '../../i18n/locale';
import type * as zh from '../messages';

/** The guards' texts in Vietnamese (docs/i18n.md): lì xì for 红包. */
const vi: Translation<typeof zh> = {
  GUARD_MESSAGES: {
    loginFirst: 'Vui lòng đăng nhập!',
    loginInvite: 'Nội dung hấp dẫn đang chờ bạn, đăng nhập ngay nhé!',
    redPacketClosed: 'Lì xì đã đóng',
    alreadyHere: 'Bạn đang ở trang này rồi!',
  },
};
export default vi;
