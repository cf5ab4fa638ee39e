import { fireEvent, screen } from '@testing-library/react';
import { Switch } from './switch';
import { renderUi } from '../../test/render';

function Labelled(props: { checked: boolean; onChange: (v: boolean) => void; loading?: boolean }) {
  return (
    <>
      <span id="label">自动免转</span>
      <span id="hint">开启后余额自动转入游戏场馆</span>
      <Switch labelledBy="label" describedBy="hint" {...props} />
    </>
  );
}

describe('Switch', () => {
  it('is a named, described switch that reports the value asked for', () => {
    const onChange = jest.fn();
    renderUi(<Labelled checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '自动免转' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('开启后余额自动转入游戏场馆');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('toggles from the keyboard (Space and Enter), which antd-mobile alone does not', () => {
    const onChange = jest.fn();
    renderUi(<Labelled checked onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '自动免转' });
    expect(toggle).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(toggle, { key: ' ' });
    fireEvent.keyDown(toggle, { key: 'Enter' });
    fireEvent.keyDown(toggle, { key: 'a' });
    expect(onChange.mock.calls).toEqual([[false], [false]]);
  });

  it('ignores taps and keys while the change is being saved', () => {
    const onChange = jest.fn();
    renderUi(<Labelled checked={false} onChange={onChange} loading />);
    const toggle = screen.getByRole('switch', { name: '自动免转' });
    fireEvent.click(toggle);
    fireEvent.keyDown(toggle, { key: ' ' });
    expect(onChange).not.toHaveBeenCalled();
  });
});
