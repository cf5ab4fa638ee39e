import { act, fireEvent, screen } from '@testing-library/react';
import { PickerPopup } from './picker-popup';
import { renderUi } from '../../test/render';

const wallets = [
  { value: 'userbalance', label: '平台钱包' },
  { value: 'ag', label: 'AG真人' },
  { value: 'ky', label: '开元棋牌', description: '余额 12.00' },
];

describe('PickerPopup', () => {
  // docs/architecture.md §8: back closes the sheet and the form under it stays. First in the file:
  // every sheet a test before it leaves open takes its entry back out with a back of its own, and
  // one that landed late (two timer turns in jsdom, after a stalled event loop on a loaded machine)
  // was taken for this test's.
  it('closes on back, without choosing', async () => {
    const onSelect = jest.fn();
    const onClose = jest.fn();
    renderUi(<PickerPopup visible title="选择钱包" options={wallets} value="ag" onSelect={onSelect} onClose={onClose} />);
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows the title and options with a check on the current choice', () => {
    renderUi(<PickerPopup visible title="选择钱包" options={wallets} value="ag" onSelect={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: '选择钱包' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('option', { name: 'AG真人' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'AG真人' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('option', { name: '平台钱包' }).querySelector('svg')).toBeNull();
    expect(screen.getByText('余额 12.00')).toBeInTheDocument();
  });

  it('selects and closes on a tap', () => {
    const onSelect = jest.fn();
    const onClose = jest.fn();
    renderUi(<PickerPopup visible title="选择钱包" options={wallets} value="ag" onSelect={onSelect} onClose={onClose} />);
    fireEvent.click(screen.getByRole('option', { name: /开元棋牌/ }));
    expect(onSelect).toHaveBeenCalledWith('ky');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from the close button without selecting', () => {
    const onSelect = jest.fn();
    const onClose = jest.fn();
    renderUi(<PickerPopup visible title="选择钱包" options={wallets} onSelect={onSelect} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('takes 70% of the screen height and scrolls long lists', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ value: `b${i}`, label: `银行 ${i}` }));
    renderUi(<PickerPopup visible title="银行类型" options={many} onSelect={jest.fn()} onClose={jest.fn()} />);
    const body = document.querySelector('.adm-popup-body') as HTMLElement;
    expect(body.style.height).toBe('70vh');
    expect(getComputedStyle(screen.getByRole('listbox')).overflowY).toBe('auto');
  });

  it('renders nothing while hidden', () => {
    renderUi(<PickerPopup visible={false} title="选择钱包" options={wallets} onSelect={jest.fn()} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
