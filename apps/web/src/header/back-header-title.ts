import { readQuery, ROUTES } from '@h5/routing';
import { messages } from '../messages';

// Read when asked, not kept in a table when the module loads: the texts follow the language.
const aboutsTitle = (type: 5 | 6) => (type === 5 ? messages.termsTitle : messages.privacyTitle);

/** /message is 消息; /abouts is titled by its type (5 terms and rules, 6 privacy policy), else 关于我们. */
export function backHeaderTitle(pathname: string, search: string): string {
  if (pathname === ROUTES.message) return messages.messageTitle;
  const { type } = readQuery(ROUTES.abouts, search);
  return type ? aboutsTitle(type) : messages.aboutsTitle;
}
