import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { leavingPage, overlayEntryOnTop, setOverlayScreen } from './overlay-screen';
import { resetOverlaysForTests } from './overlay-stack';
import { useOverlayHistory } from './use-overlay-history';
import { confirm } from '../components/confirm-dialog/confirm-dialog';
import { Dialog } from '../components/dialog/dialog';
import { renderUi } from '../test/render';

// jsdom fires popstate a task after history.back(), as a browser does.
const back = async () => {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
  });
};
// Opened inside act(), as confirm-dialog.test.tsx does: its root renders outside the test's tree.
const ask = (content: string) => {
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = confirm({ content });
  });
  return answer;
};
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function Sheet({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  useOverlayHistory(open, () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      {open && (
        <div role="dialog" aria-label="选择钱包">
          <button type="button" onClick={() => setOpen(false)}>
            关闭
          </button>
        </div>
      )}
    </>
  );
}

beforeEach(() => {
  resetOverlaysForTests();
  window.history.replaceState(null, '', '/#/transfer');
  setOverlayScreen('/transfer');
});

// confirm()'s dialogs live in roots of their own: ending the screen closes what a test left open.
afterEach(async () => {
  act(() => setOverlayScreen('/after-each'));
  await settle();
});

describe('useOverlayHistory', () => {
  it('takes no back step once the page is leaving (a language picked reloads it: a back would cancel the reload)', async () => {
    render(<Sheet />);
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    await settle();
    const entries = window.history.length;
    expect(overlayEntryOnTop()).toBe(true);
    leavingPage();
    const backs = jest.spyOn(window.history, 'back');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backs).not.toHaveBeenCalled();
    expect(window.history.length).toBe(entries);
    backs.mockRestore();
  });

  it('takes one history entry while open: back closes the overlay and stays on the screen', async () => {
    render(<Sheet />);
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    expect(overlayEntryOnTop()).toBe(true);
    await back();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.hash).toBe('#/transfer');
    expect(overlayEntryOnTop()).toBe(false);
    await settle();
    // Closed by back: no second back (the screen's own entry is still the current one).
    expect(window.location.hash).toBe('#/transfer');
  });

  it('closing by its own button takes the entry back out, once', async () => {
    render(<Sheet />);
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    const popped = jest.fn();
    window.addEventListener('popstate', popped);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(overlayEntryOnTop()).toBe(false));
    await settle();
    window.removeEventListener('popstate', popped);
    expect(popped).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/transfer');
  });

  it("pushes one entry under StrictMode's double effects", async () => {
    // Mounted open: StrictMode runs the effect, its cleanup and the effect again.
    render(
      <StrictMode>
        <Sheet initiallyOpen />
      </StrictMode>,
    );
    await settle();
    expect(overlayEntryOnTop()).toBe(true);
    // A second entry pushed by the second effect would be stepped over: two pops, not one.
    const popped = jest.fn();
    window.addEventListener('popstate', popped);
    await back();
    await settle();
    window.removeEventListener('popstate', popped);
    expect(popped).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(overlayEntryOnTop()).toBe(false);
  });

  it('closes the overlays of a screen when the screen ends, and only those', async () => {
    render(<Sheet />);
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    act(() => setOverlayScreen('/transfer'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => setOverlayScreen('/mine'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('confirm() on its screen', () => {
  it('back answers 取消, on the same screen', async () => {
    const answer = ask('确定要解除绑定该卡片吗？');
    await screen.findByRole('alertdialog');
    await back();
    let result: boolean | undefined;
    await act(async () => {
      result = await answer;
    });
    expect(result).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves 确定 only once its entry is gone, so the action navigates from the screen', async () => {
    const answer = ask('您还未绑定银行卡或USDT地址，请先绑定');
    expect(overlayEntryOnTop()).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    let onTopWhenAnswered: boolean | null = null;
    await act(() => answer.then(() => (onTopWhenAnswered = overlayEntryOnTop())));
    expect(onTopWhenAnswered).toBe(false);
  });

  it('closes when its screen ends and never answers there', async () => {
    const answered = jest.fn();
    void ask('确认开始冷静期？').then(answered);
    await screen.findByRole('alertdialog');
    act(() => setOverlayScreen('/mine'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await settle();
    expect(answered).not.toHaveBeenCalled();
  });

  it('a second open is one more dialog, not two stacked over a screen that ended', async () => {
    void ask('您确定要退出登录吗?');
    await screen.findByRole('alertdialog');
    act(() => setOverlayScreen('/'));
    act(() => setOverlayScreen('/mine'));
    void ask('您确定要退出登录吗?');
    await settle();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });
});

describe('Dialog', () => {
  it('takes an entry when it can be dismissed; one that must be answered (认证失败) takes none', () => {
    const { unmount } = renderUi(
      <Dialog role="alertdialog" confirm={{ label: '确定', onClick: jest.fn() }}>
        认证失败
      </Dialog>,
    );
    expect(overlayEntryOnTop()).toBe(false);
    unmount();
    const onClose = jest.fn();
    renderUi(
      <Dialog title="温馨提示" onClose={onClose}>
        公告
      </Dialog>,
    );
    expect(overlayEntryOnTop()).toBe(true);
  });
});
