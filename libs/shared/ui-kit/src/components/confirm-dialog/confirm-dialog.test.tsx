import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { alert, ConfirmDialog, confirm } from './confirm-dialog';
import { setOverlayScreen } from '../../overlay/overlay-screen';
import { renderUi } from '../../test/render';

describe('ConfirmDialog', () => {
  it('shows title and content and reports the choice; Escape cancels', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderUi(<ConfirmDialog visible title="温馨提示" content="确定要解除绑定该卡片吗？" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('alertdialog', { name: '温馨提示' })).toHaveTextContent('确定要解除绑定该卡片吗？');
    fireEvent.click(screen.getByText('确定'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('取消'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while busy neither button answers', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderUi(<ConfirmDialog visible busy content="解除绑定?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: /确定/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
  });

  it('renders nothing when not visible', () => {
    renderUi(<ConfirmDialog visible={false} content="hidden text" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByText('hidden text')).not.toBeInTheDocument();
  });
});

// The dialog unmounts in a timer after the tap: awaiting the answer inside act() keeps that
// unmount in React's act scope (act(...) handed to expect().resolves did not, and React warned).
describe('confirm()', () => {
  it('resolves true when confirmed, and leaves nothing behind', async () => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm({ content: '您确定要退出登录吗?' });
    });
    expect(await screen.findByRole('alertdialog', { name: '您确定要退出登录吗?' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('确定'));
    let result: boolean | undefined;
    await act(async () => {
      result = await answer;
    });
    expect(result).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false when cancelled, with custom button texts, once only', async () => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm({ title: '温馨提示', content: '去绑定吗？', confirmText: '去绑定', cancelText: '再想想' });
    });
    fireEvent.click(await screen.findByText('再想想'));
    fireEvent.click(screen.getByText('去绑定'));
    let result: boolean | undefined;
    await act(async () => {
      result = await answer;
    });
    expect(result).toBe(false);
    await waitFor(() => expect(screen.queryByText('去绑定吗？')).not.toBeInTheDocument());
  });
});

describe('confirm() closed by Escape', () => {
  async function answerAfterEscape(options: Parameters<typeof confirm>[0]): Promise<boolean | undefined> {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm(options);
    });
    await screen.findByRole('alertdialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    let result: boolean | undefined;
    await act(async () => {
      result = await answer;
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    return result;
  }

  it('answers 取消 (false) by default', async () => {
    expect(await answerAfterEscape({ content: '您确定要退出登录吗?' })).toBe(false);
  });

  it('answers dismissAs when the cancel button is the one that acts', async () => {
    expect(await answerAfterEscape({ title: '上次登录', content: '…', confirmText: '是我', cancelText: '不是我？', dismissAs: true })).toBe(
      true,
    );
  });
});

describe('alert()', () => {
  const openAlert = () => {
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = alert({ title: '认证失败', content: '请重新登录' });
    });
    return done;
  };
  /** Taps 确定; whether the alert's promise then resolved. */
  const tapOk = async (done: Promise<void>) => {
    fireEvent.click(screen.getByText('确定'));
    let acknowledged = false;
    await act(async () => {
      await done;
      acknowledged = true;
    });
    return acknowledged;
  };

  it('shows one button and resolves when it is tapped', async () => {
    const done = openAlert();
    const dialog = await screen.findByRole('alertdialog', { name: '认证失败' });
    expect(dialog).toHaveTextContent('请重新登录');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(await tapOk(done)).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays over the next screen and still resolves there (a session that ended under the last screen)', async () => {
    act(() => setOverlayScreen('/'));
    const done = openAlert();
    await screen.findByRole('alertdialog', { name: '认证失败' });
    // The player had already tapped through to another screen when the call's 401 came back.
    act(() => setOverlayScreen('/gamePage'));
    expect(screen.getByRole('alertdialog', { name: '认证失败' })).toBeInTheDocument();
    expect(await tapOk(done)).toBe(true);
  });

  it('a confirm() of a screen that ended never answers (its action belongs to that screen)', async () => {
    act(() => setOverlayScreen('/wallet'));
    let answered = false;
    act(() => {
      void confirm({ content: '确定要解除绑定该卡片吗？' }).then(() => (answered = true));
    });
    await screen.findByRole('alertdialog');
    act(() => setOverlayScreen('/mine'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(answered).toBe(false);
  });
});
