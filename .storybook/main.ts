import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
// @ts-expect-error plain ESM helper without types
import { workspaceAliases } from '../tools/vite-aliases.mjs';

const hasReactPlugin = (plugins: PluginOption[]): boolean =>
  plugins.flat(Infinity as 1).some((p) => !!p && typeof p === 'object' && 'name' in p && p.name.startsWith('vite:react'));

const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const plugins = [...(viteConfig.plugins ?? [])];
    // The framework relies on the project's Vite config for JSX; the repo root has none.
    if (!hasReactPlugin(plugins)) {
      const { default: react } = await import('@vitejs/plugin-react');
      plugins.push(react());
    }
    return {
      ...viteConfig,
      plugins,
      resolve: {
        ...viteConfig.resolve,
        alias: { ...(viteConfig.resolve?.alias as Record<string, string> | undefined), ...workspaceAliases() },
      },
    };
  },
};

export default config;
