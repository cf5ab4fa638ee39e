import type { Translations } from '@h5/domain';
import type { SECURITY_TEXT } from './messages';

/** SECURITY_TEXT in the other languages (docs/i18n.md). */
export const SECURITY_TRANSLATIONS: Translations<typeof SECURITY_TEXT> = {
  en: {
    secretLocked: 'Too many wrong passwords. Please try again in 15 minutes or contact customer service',
    liftTargetRequired: 'Please give a member account or an IP address',
    lifted: 'Lock lifted',
  },
  vi: {
    secretLocked: 'Nhập sai mật khẩu quá nhiều lần, vui lòng thử lại sau 15 phút hoặc liên hệ CSKH',
    liftTargetRequired: 'Vui lòng cung cấp tài khoản thành viên hoặc địa chỉ IP',
    lifted: 'Đã mở khóa',
  },
  th: {
    secretLocked: 'ใส่รหัสผ่านผิดหลายครั้งเกินไป กรุณาลองใหม่ใน 15 นาที หรือติดต่อฝ่ายบริการลูกค้า',
    liftTargetRequired: 'กรุณาระบุบัญชีสมาชิกหรือที่อยู่ IP',
    lifted: 'ปลดล็อกแล้ว',
  },
  'pt-BR': {
    secretLocked: 'Muitas tentativas com senha errada. Tente novamente em 15 minutos ou fale com o suporte',
    liftTargetRequired: 'Informe a conta do membro ou o endereço IP',
    lifted: 'Bloqueio removido',
  },
};
