import { act, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { showError, showToast } from './toast';
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
