import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './dialog';
import { renderUi } from '../../test/render';
import { UiKitProvider } from '../../theme/ui-kit-provider';

describe('Dialog', () => {
  it('is a modal dialog named by its title, with the kit buttons in the footer', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderUi(
      <Dialog title="温馨提示" confirm={{ label: '确定', onClick: onConfirm }} cancel={{ label: '取消', onClick: onCancel }}>
        确定要解除绑定吗？
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '温馨提示' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('确定要解除绑定吗？');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('gives its two buttons 8 px sides, so 转入并进入游戏 keeps one line in the dialog of a 375 px screen', () => {
    renderUi(
      <Dialog
        title="转入游戏余额"
        confirm={{ label: '转入并进入游戏', onClick: jest.fn() }}
        cancel={{ label: '直接进入', onClick: jest.fn() }}
      >
        OB电子余额为 ¥0.00
      </Dialog>,
    );
    // jsdom's computed style takes the later rule, not the more specific one: read the rule itself.
    const actions = screen.getByRole('button', { name: '转入并进入游戏' }).parentElement;
    expect(actions).toContainElement(screen.getByRole('button', { name: '直接进入' }));
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const own = actions?.classList[1];
    expect(css).toContain(`.${own} >button{padding:0 8px;}`);
  });

  it('is named by its text when it has no title', () => {
    renderUi(<Dialog role="alertdialog">您确定要退出登录吗?</Dialog>);
    expect(screen.getByRole('alertdialog', { name: '您确定要退出登录吗?' })).toBeInTheDocument();
  });

  it('while busy disables both buttons, the close icon and Escape', () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    renderUi(
      <Dialog
        title="t"
        busy
        closable
        onClose={onClose}
        confirm={{ label: '确定', onClick: onConfirm }}
        cancel={{ label: '取消', onClick: onClose }}
      >
        x
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: /确定/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '关闭' })).toBeDisabled();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: /确定/ }));
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on Escape and on the mask only when asked to', () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <UiKitProvider>
        <Dialog title="t" onClose={onClose} maskTestId="mask">
          x
        </Dialog>
      </UiKitProvider>,
    );
    fireEvent.click(screen.getByTestId('mask'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <UiKitProvider>
        <Dialog title="t" onClose={onClose} closeOnMask maskTestId="mask">
          x
        </Dialog>
      </UiKitProvider>,
    );
    fireEvent.click(screen.getByText('x'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('mask'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('traps Tab inside and gives focus back to the opener when it closes', () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            打开
          </button>
          {open && (
            <Dialog
              title="t"
              onClose={() => setOpen(false)}
              cancel={{ label: '取消', onClick: () => setOpen(false) }}
              confirm={{ label: '确定', onClick: () => setOpen(false) }}
            >
              x
            </Dialog>
          )}
        </>
      );
    }
    renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: '打开' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    const cancel = screen.getByRole('button', { name: '取消' });
    const ok = screen.getByRole('button', { name: '确定' });
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(ok).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(ok).toHaveFocus();
    opener.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(cancel).toHaveFocus();
    act(() => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('lets the keyboard reach a body that scrolls, and only then, measured once the browser has laid it out', () => {
    const resized: ResizeObserverCallback[] = [];
    const { ResizeObserver } = globalThis;
    globalThis.ResizeObserver = jest.fn((callback: ResizeObserverCallback) => {
      resized.push(callback);
      return { observe: jest.fn(), unobserve: jest.fn(), disconnect: jest.fn() };
    });
    const report = () => act(() => resized.splice(0).forEach((callback) => callback([], {} as ResizeObserver)));
    const heights = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    try {
      const { unmount } = renderUi(<Dialog title="长">很长的内容</Dialog>);
      // Not measured in the commit (that forced a layout of the page): the observer's first report.
      expect(screen.getByText('很长的内容')).not.toHaveAttribute('tabindex');
      report();
      expect(screen.getByText('很长的内容')).toHaveAttribute('tabindex', '0');
      unmount();
      heights.mockRestore();
      renderUi(<Dialog title="短">短内容</Dialog>);
      report();
      expect(screen.getByText('短内容')).not.toHaveAttribute('tabindex');
    } finally {
      heights.mockRestore();
      globalThis.ResizeObserver = ResizeObserver;
    }
  });

  it('measures the body at once where the browser has no ResizeObserver', () => {
    const { ResizeObserver } = globalThis;
    // @ts-expect-error a browser without it
    delete globalThis.ResizeObserver;
    const heights = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    try {
      renderUi(<Dialog title="长">很长的内容</Dialog>);
      expect(screen.getByText('很长的内容')).toHaveAttribute('tabindex', '0');
    } finally {
      heights.mockRestore();
      globalThis.ResizeObserver = ResizeObserver;
    }
  });

  it('lets the keyboard reach a body that only scrolls once laid out again', () => {
    const resized: ResizeObserverCallback[] = [];
    const observe = jest.fn();
    const { ResizeObserver } = globalThis;
    globalThis.ResizeObserver = jest.fn((callback: ResizeObserverCallback) => {
      resized.push(callback);
      return { observe, unobserve: jest.fn(), disconnect: jest.fn() };
    });
    const heights = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(0);
    try {
      renderUi(
        <Dialog title="公告">
          <p>很长的公告</p>
        </Dialog>,
      );
      const body = screen.getByText('很长的公告').parentElement;
      expect(body).not.toHaveAttribute('tabindex');
      expect(observe).toHaveBeenCalledWith(body);
      expect(observe).toHaveBeenCalledWith(screen.getByText('很长的公告'));
      heights.mockReturnValue(900);
      act(() => resized.forEach((callback) => callback([], {} as ResizeObserver)));
      expect(body).toHaveAttribute('tabindex', '0');
    } finally {
      heights.mockRestore();
      globalThis.ResizeObserver = ResizeObserver;
    }
  });

  it('keeps Tab on the panel when nothing inside can take focus, and the page still', () => {
    const { unmount } = renderUi(<Dialog title="t">x</Dialog>);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('dialog')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'a' });
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
