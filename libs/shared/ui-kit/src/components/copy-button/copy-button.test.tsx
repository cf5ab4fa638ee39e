import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { CopyButton } from './copy-button';
import { renderUi } from '../../test/render';
import { installAntdMobileReact19 } from '../../theme/antd-react19';

const setClipboard = (clipboard: Partial<Clipboard> | undefined) =>
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });

beforeAll(installAntdMobileReact19);
afterEach(async () => {
  act(() => Toast.clear());
  // Toasts leave after an animation; wait so one test's toast cannot satisfy the next test.
  await waitFor(() => expect(document.querySelector('.adm-toast-mask')).toBeNull());
  setClipboard(undefined);
  delete (document as { execCommand?: unknown }).execCommand;
});

describe('CopyButton', () => {
  it('copies with the Clipboard API and shows 复制成功！', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const onCopied = jest.fn();
    renderUi(<CopyButton text="6222021234567890" onCopied={onCopied} />);
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText('复制成功！')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('6222021234567890');
    expect(onCopied).toHaveBeenCalledTimes(1);
  });

  it('falls back to a textarea and execCommand when the Clipboard API is missing', async () => {
    let copied = '';
    const execCommand = jest.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.assign(document, { execCommand });
    renderUi(<CopyButton text="TXYZaddress" label="复制地址" />);
    fireEvent.click(screen.getByRole('button', { name: '复制地址' }));
    expect(await screen.findByText('复制成功！')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('TXYZaddress');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('is disabled when there is nothing to copy', () => {
    renderUi(<CopyButton text="" />);
    expect(screen.getByRole('button', { name: '复制' })).toBeDisabled();
  });

  it('uses an injected clipboard writer', async () => {
    const copy = jest.fn().mockResolvedValue(true);
    renderUi(<CopyButton text="DEP123" copy={copy} />);
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText('复制成功！')).toBeInTheDocument();
    expect(copy).toHaveBeenCalledWith('DEP123');
  });

  it('tells the user when copying is impossible', async () => {
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    Object.assign(document, { execCommand: () => false });
    renderUi(<CopyButton text="x" />);
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText('复制失败，请长按手动复制')).toBeInTheDocument();
    expect(screen.queryByText('复制成功！')).not.toBeInTheDocument();
  });
});
