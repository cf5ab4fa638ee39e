import { act, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { showError, showToast } from './toast';
import { setOverlayScreen } from '../../overlay/overlay-screen';
import { installAntdMobileReact19 } from '../../theme/antd-react19';

beforeAll(installAntdMobileReact19);
afterEach(() => act(() => Toast.clear()));

describe('toast helpers', () => {
  it('showToast shows the given text', async () => {
    act(() => showToast('操作成功！'));
    expect(await screen.findByText('操作成功！')).toBeInTheDocument();
  });

  it('announces the text through a polite status region (the toast itself is aria-hidden)', async () => {
    act(() => showToast('复制成功！'));
    const region = await screen.findByRole('status');
    await waitFor(() => expect(region).toHaveTextContent('复制成功！'));
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('showError shows the server message', async () => {
    act(() => showError('余额不足'));
    expect(await screen.findByText('余额不足')).toBeInTheDocument();
  });

  it('showError falls back to a generic message when the server sent none', async () => {
    act(() => showError(''));
    expect(await screen.findByText('服务器异常，请稍后再试')).toBeInTheDocument();
  });
});

// docs/architecture.md §8: a toast belongs to its screen.
describe('a toast and its screen', () => {
  const toastText = (text: string) => document.querySelector('.adm-toast-main')?.textContent?.includes(text) ?? false;

  it('goes when the player leaves the screen it was raised on', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    setOverlayScreen('/payInfo');
    // Held on screen (duration 0) so only the screen's end can take it off.
    act(() => showToast('复制成功！', { duration: 0 }));
    await waitFor(() => expect(toastText('复制成功！')).toBe(true));
    now.mockReturnValue(2_000);
    act(() => setOverlayScreen('/recharge'));
    await waitFor(() => expect(toastText('复制成功！')).toBe(false));
    now.mockRestore();
  });

  it('goes along with the navigation of the action that raised it', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
    setOverlayScreen('/withdrawal');
    act(() => showToast('提交成功，等待后台审核'));
    now.mockReturnValue(10_100);
    act(() => setOverlayScreen('/transRecord'));
    await waitFor(() => expect(toastText('提交成功，等待后台审核')).toBe(true));
    now.mockRestore();
  });
});
