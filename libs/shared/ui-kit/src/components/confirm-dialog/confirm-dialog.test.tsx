import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { renderUi } from '../../test/render';
import { installAntdMobileReact19 } from '../../theme/antd-react19';
import { ConfirmDialog, confirm } from './confirm-dialog';

beforeAll(installAntdMobileReact19);
afterEach(() => act(() => Dialog.clear()));

describe('ConfirmDialog', () => {
  it('shows title and content and reports the choice', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderUi(
      <ConfirmDialog visible title="温馨提示" content="确定要解除绑定该卡片吗？" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.getByText('温馨提示')).toBeInTheDocument();
    expect(screen.getByText('确定要解除绑定该卡片吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByText('确定'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('取消'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when not visible', () => {
    renderUi(<ConfirmDialog visible={false} content="hidden text" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByText('hidden text')).not.toBeInTheDocument();
  });
});

describe('confirm()', () => {
  it('resolves true when confirmed', async () => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm({ content: '您确定要退出登录吗?' });
    });
    fireEvent.click(await screen.findByText('确定'));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when cancelled, with custom button texts', async () => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm({ title: '温馨提示', content: '去绑定吗？', confirmText: '去绑定', cancelText: '再想想' });
    });
    fireEvent.click(await screen.findByText('再想想'));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByText('去绑定吗？')).not.toBeInTheDocument());
  });
});
