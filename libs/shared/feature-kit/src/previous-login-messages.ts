import { activeLocale, type Locale } from '@h5/domain';

/**
 * 上次登录's texts after a login (./previous-login.tsx). The spec is silent on them, so they are
 * here in the five languages (docs/i18n.md), picked by the active language when shown: a few
 * lines in the notice's own chunk, not in the feature's catalogue that /login's first paint loads.
 */
const TEXTS: Record<Locale, { title: string; time: string; device: string; address: string; ok: string; notMe: string }> = {
  'zh-CN': { title: '上次登录', time: '时间', device: '设备', address: 'IP地址', ok: '知道了', notMe: '不是我？' },
  en: { title: 'Previous login', time: 'Time', device: 'Device', address: 'IP address', ok: 'Got it', notMe: 'Not me?' },
  vi: {
    title: 'Lần đăng nhập trước',
    time: 'Thời gian',
    device: 'Thiết bị',
    address: 'Địa chỉ IP',
    ok: 'Đã hiểu',
    notMe: 'Không phải tôi?',
  },
  th: { title: 'การเข้าสู่ระบบครั้งก่อน', time: 'เวลา', device: 'อุปกรณ์', address: 'ที่อยู่ IP', ok: 'รับทราบ', notMe: 'ไม่ใช่ฉัน?' },
  'pt-BR': { title: 'Login anterior', time: 'Horário', device: 'Dispositivo', address: 'Endereço IP', ok: 'Entendi', notMe: 'Não fui eu?' },
};

export const previousLoginTexts = () => TEXTS[activeLocale()];
