import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { UiKitProvider } from '@h5/ui-kit';
import type { JSXElementConstructor, ReactElement, ReactNode } from 'react';

export type RenderWithThemeOptions = RenderOptions;

/**
 * Renders inside UiKitProvider (theme, global styles, zh-CN antd-mobile locale), as the app
 * does. A `wrapper` from the options (router, store...) goes inside the provider.
 */
export function renderWithTheme(ui: ReactElement, options: RenderWithThemeOptions = {}): RenderResult {
  const { wrapper: Inner, ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => <UiKitProvider>{Inner ? <Inner>{children}</Inner> : children}</UiKitProvider>;
  return render(ui, { ...rest, wrapper: Wrapper as JSXElementConstructor<{ children: ReactNode }> });
}
