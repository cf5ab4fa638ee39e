import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The left menu's texts in Vietnamese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const vi: Translation<typeof zh> = {
  messages: {
    menuLabel: 'Menu bên',
    closeMenu: 'Đóng menu',
    greeting: (title: string) => `Xin chào, chào mừng đến với ${title}`,
    greetingFallback: 'Xin chào quý khách',
    vipPromoTitle: 'Đặc quyền hội viên VIP',
    vipPromoText: 'Thưởng thăng cấp, hoàn trả riêng, quà sinh nhật: cấp càng cao ưu đãi càng nhiều',
    vipCenter: 'Trung tâm hội viên',
    messageCenter: 'Hộp thư',
    responsibleGaming: 'Chơi có trách nhiệm',
    feedback: 'Góp ý',
    permanentDomain: 'Tên miền vĩnh viễn',
    aboutUs: 'Về chúng tôi',
    safeExit: 'Đăng xuất',
    loginNow: 'Đăng nhập ngay',
    language: 'Ngôn ngữ',
    withdrawal: 'Rút tiền',
    withdrawalRecords: 'Lịch sử rút tiền',
  },
};

export default vi;
