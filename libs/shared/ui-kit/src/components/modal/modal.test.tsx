import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './modal';
import { UiKitProvider } from '../../theme/ui-kit-provider';

const renderModal = (onClose = jest.fn(), footer?: string) => {
  render(
    <UiKitProvider>
      <Modal title="公告" onClose={onClose} maskTestId="mask" footer={footer ? <button type="button">{footer}</button> : undefined}>
        <p>内容</p>
      </Modal>
    </UiKitProvider>,
  );
  return onClose;
};

describe('Modal', () => {
  it('is a dialog named by its title, showing its content and footer, and takes focus', () => {
    renderModal(jest.fn(), '查看更多');
    const dialog = screen.getByRole('dialog', { name: '公告' });
    expect(dialog).toHaveTextContent('内容');
    expect(screen.getByRole('button', { name: '查看更多' })).toBeInTheDocument();
    expect(dialog).toHaveFocus();
  });

  it('closes from the close icon, the mask and Escape, not from a tap inside', () => {
    const onClose = renderModal();
    fireEvent.click(screen.getByText('内容'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent.click(screen.getByTestId('mask'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps the page behind from scrolling while open', () => {
    const { unmount } = render(
      <UiKitProvider>
        <Modal title="t" onClose={() => undefined}>
          x
        </Modal>
      </UiKitProvider>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
