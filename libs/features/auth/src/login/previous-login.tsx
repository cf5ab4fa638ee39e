import { securityApi, type AppDispatch } from '@h5/api-client';
import type { PreviousLogin } from '@h5/api-contract';
import { activeLocale, type Locale } from '@h5/domain';
import { links } from '@h5/routing';
import { confirm, DescriptionList } from '@h5/ui-kit';

/**
 * 上次登录 right after a login (docs/security.md "Sessions"): a login the player did not make
 * shows itself the next time they log in. The spec is silent on it, so its texts are here in
 * the five languages (docs/i18n.md), picked when shown; this module is its own chunk, loaded
 * after the login, so /login's first paint does not carry it.
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

function PreviousLoginDetails({ login }: { login: PreviousLogin }) {
  const t = previousLoginTexts();
  return (
    <DescriptionList
      items={[
        { key: 'time', term: t.time, detail: login.time },
        { key: 'device', term: t.device, detail: login.device },
        { key: 'ip', term: t.address, detail: login.ip || '—' },
      ]}
    />
  );
}

/**
 * Shows the login before this one to a member with a passkey or TOTP (a member without either
 * keeps today's login, nothing in its way). 不是我？ ends every other session and opens the
 * login-password change, which ends them for good. Back or Escape counts as 不是我？ (the
 * kit's confirm): ending sessions and opening the change costs a real member nothing.
 */
export async function showPreviousLogin(dispatch: AppDispatch, navigate: (to: string) => void): Promise<void> {
  const answer = await dispatch(securityApi.endpoints.securityOverview.initiate(undefined, { forceRefetch: true, subscribe: false }));
  const overview = answer.data;
  if (!overview?.previous_login || (overview.passkeys.length === 0 && !overview.totp)) return;
  const t = previousLoginTexts();
  const itWasMe = await confirm({
    title: t.title,
    content: <PreviousLoginDetails login={overview.previous_login} />,
    confirmText: t.ok,
    cancelText: t.notMe,
  });
  if (itWasMe) return;
  await dispatch(securityApi.endpoints.endOtherSessions.initiate());
  navigate(links.password(1));
}
