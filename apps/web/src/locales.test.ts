import { type TranslatedLocale } from '@h5/domain';
import { describeTranslations } from '@h5/test-utils';
import * as member from './header/member-messages';
import * as maintenance from './maintenance/messages';
import * as menu from './menu/messages';
import * as shell from './messages';
import * as pwa from './pwa/messages';
import * as realityCheck from './reality-check/messages';
import * as welcome from './welcome/messages';

// Each of the app's messages modules beside its locales/ (docs/i18n.md), as the runtime reads them.
const MODULES: [string, object, string][] = [
  ['shell', shell, '.'],
  ['menu', menu, './menu'],
  ['member header', member, './header'],
  ['pwa', pwa, './pwa'],
  ['reality check', realityCheck, './reality-check'],
  ['maintenance', maintenance, './maintenance'],
  ['welcome', welcome, './welcome'],
];

for (const [name, zh, folder] of MODULES)
  describeTranslations(
    `the ${name} texts`,
    zh,
    async (locale) => ((await import(`${folder}/locales/${locale}`)) as { default: object }).default,
  );

it('counts the minutes of the reality check in each language', async () => {
  const text = async (locale: TranslatedLocale, n: number) =>
    ((await import(`./reality-check/locales/${locale}`)) as { default: typeof realityCheck }).default.messages.elapsed(n);
  expect([await text('en', 1), await text('en', 5)]).toEqual([
    'You have been logged in for 1 minute',
    'You have been logged in for 5 minutes',
  ]);
  expect(await text('pt-BR', 1)).toBe('Você está conectado há 1 minuto');
  expect(await text('vi', 5)).toBe('Bạn đã đăng nhập 5 phút');
});
