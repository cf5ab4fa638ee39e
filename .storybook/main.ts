// @ts-expect-error plain ESM helper without types
import { workspaceAliases } from '../tools/vite-aliases.mjs';
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

const isReactPlugin = (plugin: PluginOption): boolean =>
  Array.isArray(plugin)
    ? plugin.some(isReactPlugin)
    : !!plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name.startsWith('vite:react');

const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  // Each story's axe findings in its Accessibility panel: the same rules CI's story scan runs
  // (tools/storybook/scan-stories.mjs), so designers see what would fail the build.
  // addon-docs: an autodocs page per ui-kit component (description, do and don't, and the
  // props table react-docgen reads from the TS types).
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The docs pages' props tables come from the TS types. The default react-docgen misses
  // components that return createPortal(...) (Dialog, Modal) rather than JSX; the root
  // tsconfig has no files of its own, so the ui-kit's program is the one read.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Passing options replaces Storybook's defaults: keep `boolean`, not `boolean | undefined`
    // (an object control), and unions of literals as radio options.
    reactDocgenTypescriptOptions: {
      tsconfigPath: 'libs/shared/ui-kit/tsconfig.json',
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    const plugins = [...(viteConfig.plugins ?? [])];
    // The framework relies on the project's Vite config for JSX; the repo root has none.
    if (!plugins.some(isReactPlugin)) {
      const { default: react } = await import('@vitejs/plugin-react');
      plugins.push(react());
    }
    const aliases: Record<string, string> = workspaceAliases();
    const existing = viteConfig.resolve?.alias;
    const alias = Array.isArray(existing)
      ? [...existing, ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement }))]
      : { ...existing, ...aliases };
    // Docs pages name a props tab by the component's docgen name or else its function name.
    // Demo wrappers live in stories files, which docgen skips, so without kept names the
    // minified build labelled their tab "s" (a displayName is not read there).
    const build = viteConfig.build ?? {};
    const output = build.rolldownOptions?.output;
    const keepNames = Array.isArray(output) ? output.map((o) => ({ ...o, keepNames: true })) : { ...output, keepNames: true };
    return {
      ...viteConfig,
      plugins,
      resolve: { ...viteConfig.resolve, alias },
      build: { ...build, rolldownOptions: { ...build.rolldownOptions, output: keepNames } },
    };
  },
};

export default config;
