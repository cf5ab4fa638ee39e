import { readQuery, ROUTES } from '@h5/routing';
import { messages } from '../messages';

const ABOUTS_TITLES = { 5: messages.termsTitle, 6: messages.privacyTitle } as const;

/** /message is 消息; /abouts is titled by its type (5 terms and rules, 6 privacy policy), else 关于我们. */
export function backHeaderTitle(pathname: string, search: string): string {
  if (pathname === ROUTES.message) return messages.messageTitle;
  const { type } = readQuery(ROUTES.abouts, search);
  return type ? ABOUTS_TITLES[type] : messages.aboutsTitle;
}
