import { reduceMotion } from 'antd-mobile';
import { activate, DEFAULT_LOCALE, isTranslated, LOCALE_NAMES, LOCALES, type Catalogue, type LazyCatalogue, type Locale } from '@h5/domain';
import { installAntdMobileReact19, UiKitProvider } from '@h5/ui-kit';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';

// Toast and Dialog stories render imperatively; under React 19 they need this once.
installAntdMobileReact19();

// antd-mobile moves its popups, modals and dialogs with react-spring, in JavaScript, which
// neither prefers-reduced-motion nor CSS reaches: a reduced-motion browser (the CI story scan's
// is) gets them at rest at once, so a screenshot or an axe run never catches one mid-layout.
if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) reduceMotion();

/**
 * Screens fill the phone (the default viewport is 375×667; narrow stories set
 * `globals: { viewport: { value: 'narrow' } }` for a real 320×568). Small components set
 * `parameters.layout: 'padded'` and sit on one padded canvas instead of a bare grey phone.
 */
const withPhoneFrame: Decorator = (Story, { parameters }) => {
  // Storybook pads the 'padded' layout itself; screens get a full-height page.
  const padded = parameters['layout'] === 'padded';
  return <UiKitProvider>{padded ? <Story /> : <div style={{ minHeight: '100vh' }}>{Story()}</div>}</UiKitProvider>;
};

// Every messages module's catalogue in the workspace (each locales/index.ts exports one; docs/i18n.md).
// A module that exports it under another name would break every story at once: name it instead.
const CATALOGUES = Object.entries(
  import.meta.glob<{ catalogue?: LazyCatalogue }>(['../apps/web/src/**/locales/index.ts', '../libs/**/src/**/locales/index.ts'], {
    eager: true,
  }),
).map(([path, module]) => {
  if (!module.catalogue) throw new Error(`${path} exports no \`catalogue\` (docs/i18n.md)`);
  return module.catalogue;
});

/**
 * The toolbar's language (docs/i18n.md): every text put in it before the story renders, as the app
 * does before its first paint (a translation written onto the Chinese, or the Chinese restored),
 * and <html lang> with it (Thai line breaking). ?globals=locale:pt-BR opens a story in it.
 */
const withLocale: Loader = async ({ globals }) => {
  const locale = (LOCALES.find((l) => l === globals['locale']) ?? DEFAULT_LOCALE) as Locale;
  const catalogues: Catalogue[] = await Promise.all(
    CATALOGUES.map(async ({ target, translations }) => ({
      target,
      translations: isTranslated(locale) ? { [locale]: (await translations[locale]()).default } : {},
    })),
  );
  activate(locale, catalogues);
  document.documentElement.lang = locale;
  return {};
};

const preview: Preview = {
  decorators: [withPhoneFrame],
  loaders: [withLocale],
  globalTypes: {
    locale: {
      description: 'The language of every text (docs/i18n.md)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 375×667', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        narrow: { name: 'Narrow 320×568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
      },
    },
    // The panel runs the rules the CI scan runs; a finding is an error, not a hint.
    a11y: {
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
      test: 'error',
    },
    options: {
      storySort: { order: ['UI Kit', 'Features', ['Shell', '*']] },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  initialGlobals: {
    viewport: { value: 'phone', isRotated: false },
    locale: DEFAULT_LOCALE,
  },
};

export default preview;
