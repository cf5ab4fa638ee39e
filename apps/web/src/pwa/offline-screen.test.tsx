import { fireEvent, render, screen } from '@testing-library/react';
import { UiKitProvider } from '@h5/ui-kit';
import { OfflineScreen } from './offline-screen';
import { renderOffline } from '../ssr/entry-server';

describe('the offline page', () => {
  it("shows ui-kit's error state with the network's text and 重新加载", () => {
    const onRetry = jest.fn();
    render(
      <UiKitProvider>
        <OfflineScreen onRetry={onRetry} />
      </UiKitProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is rendered for offline.html with its styles and the title 网络连接失败', async () => {
    const { title, html, styles } = await renderOffline();
    expect(title).toBe('网络连接失败');
    expect(html).toContain('网络异常，请检查网络后重试');
    expect(html).toContain('重新加载');
    expect(styles).toContain('<style');
  });

  // offline.js (tools/web-build/pwa.mjs) writes the chosen language's texts over the
  // Chinese markup: each language's, from the pwa and ui-kit catalogues, the Chinese exactly the markup's.
  it("carries every language's title, text and button, chosen by the h5_lang key, else Chinese", async () => {
    const { title, html, languages } = await renderOffline();
    expect(languages.key).toBe('h5_lang');
    expect(languages.fallback).toBe('zh-CN');
    expect(Object.keys(languages.texts)).toEqual(['zh-CN', 'en', 'vi', 'th', 'pt-BR']);
    const zh = languages.texts['zh-CN'];
    expect(zh).toEqual({ title: '网络连接失败', text: '网络异常，请检查网络后重试', retry: '重新加载' });
    expect(zh.title).toBe(title);
    expect(html).toContain(`>${zh.text}<`);
    expect(html).toContain(`>${zh.retry}<`);
    expect(languages.texts.en).toEqual({
      title: 'Connection failed',
      text: 'Network error, please check your connection and try again',
      retry: 'Reload',
    });
    expect(languages.texts.vi).toEqual({
      title: 'Mất kết nối mạng',
      text: 'Lỗi mạng, vui lòng kiểm tra kết nối rồi thử lại',
      retry: 'Tải lại',
    });
    expect(languages.texts.th.retry).toBe('โหลดใหม่');
    expect(languages.texts['pt-BR'].text).toBe('Erro de rede, verifique sua conexão e tente novamente');
    // No language's text is left Chinese.
    for (const locale of ['en', 'vi', 'th', 'pt-BR'] as const)
      expect(Object.values(languages.texts[locale]).join(' ')).not.toMatch(/\p{Script=Han}/u);
  });

  it('renders the Chinese markup after a language was read, so the page the build writes stays Chinese underneath', async () => {
    await renderOffline();
    const { html } = await renderOffline();
    expect(html).toContain('网络异常，请检查网络后重试');
    expect(html).toContain('>重新加载<');
  });
});
