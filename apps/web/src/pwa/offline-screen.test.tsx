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

  it('is rendered for offline.html with its styles and the title 网络连接失败', () => {
    const { title, html, styles } = renderOffline();
    expect(title).toBe('网络连接失败');
    expect(html).toContain('网络异常，请检查网络后重试');
    expect(html).toContain('重新加载');
    expect(styles).toContain('<style');
  });
});
