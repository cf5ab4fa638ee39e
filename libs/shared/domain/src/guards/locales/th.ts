import type { Translation } from '../../i18n/locale';
import type * as zh from '../messages';

/** The guards' texts in Thai (docs/i18n.md): อั่งเปา for 红包; no exclamation marks, as Thai sites write them. */
const th: Translation<typeof zh> = {
  GUARD_MESSAGES: {
    loginFirst: 'กรุณาเข้าสู่ระบบ',
    loginInvite: 'ความสนุกรอคุณอยู่ เข้าสู่ระบบเลย',
    redPacketClosed: 'อั่งเปาปิดแล้ว',
    alreadyHere: 'คุณอยู่ที่หน้านี้แล้ว',
  },
};
export default th;
