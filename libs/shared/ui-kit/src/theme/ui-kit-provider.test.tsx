import { render, screen } from '@testing-library/react';
import styled, { ServerStyleSheet } from 'styled-components';
import { theme } from './theme';
import { colors, layout } from './tokens';
import { UiKitProvider } from './ui-kit-provider';
import { HydrationBoundary } from '../hooks/use-hydrated';
import { renderUi } from '../test/render';

const Probe = styled.p`
  color: ${({ theme: t }) => t.colors.accent};
  height: ${({ theme: t }) => t.layout.navBarHeight}px;
`;

describe('UiKitProvider', () => {
  it('gives styled components the typed theme', () => {
    renderUi(<Probe>probe</Probe>);
    const style = getComputedStyle(screen.getByText('probe'));
    expect(style.color).toBe('rgb(37, 87, 232)');
    expect(style.height).toBe('46px');
  });

  it('maps antd-mobile variables to the tokens and sets the CJK font stack', () => {
    // jest loads styled-components' node build, which only emits global CSS into a server
    // sheet; collecting into one reads exactly what the browser build injects.
    const sheet = new ServerStyleSheet();
    render(sheet.collectStyles(<UiKitProvider>x</UiKitProvider>));
    const css = sheet.getStyleTags().replace(/\s+/g, ' ');
    sheet.seal();
    expect(css).toContain(`--adm-color-primary:${colors.accent}`);
    expect(css).toContain('"PingFang SC"');
    expect(css).toContain('-webkit-tap-highlight-color:transparent');
    expect(css).toContain('env(safe-area-inset-bottom');
    expect(css).toContain('100dvh');
  });

  it("leaves the global style to the server's sheet over the server's HTML, and renders it on the server", () => {
    const globalCss = (value: boolean | 'server') => {
      const sheet = new ServerStyleSheet();
      render(
        sheet.collectStyles(
          <HydrationBoundary value={value}>
            <UiKitProvider>x</UiKitProvider>
          </HydrationBoundary>,
        ),
      );
      const css = sheet.getStyleTags();
      sheet.seal();
      return css.includes('--adm-color-primary');
    };
    expect(globalCss(true)).toBe(false);
    expect(globalCss('server')).toBe(true);
    expect(globalCss(false)).toBe(true);
  });

  it('keeps the layout constants the spec fixes', () => {
    expect(theme.layout.navBarHeight).toBe(46);
    expect(layout.touchTarget).toBe(44);
    expect(Object.values(theme.fontSizes)).toEqual([12, 14, 16, 18, 20, 24]);
    expect(
      Object.values(theme.space)
        .filter((v) => v >= 4)
        .every((v) => v % 4 === 0),
    ).toBe(true);
  });
});
