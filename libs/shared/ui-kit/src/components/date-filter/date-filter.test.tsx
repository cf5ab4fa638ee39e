import { fireEvent, screen } from '@testing-library/react';
import { DEFAULT_DATE_FILTER } from '@h5/domain';
import { DateFilter } from './date-filter';
import { renderUi } from '../../test/render';

describe('DateFilter', () => {
  it('offers the four ranges with the default one selected', () => {
    renderUi(<DateFilter value={DEFAULT_DATE_FILTER} onChange={jest.fn()} label="时间" />);
    const group = screen.getByRole('radiogroup', { name: '时间' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['今天', '近7天', '近15天', '近30天']);
    expect(screen.getByRole('radio', { name: '近30天' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '今天' })).toHaveAttribute('aria-checked', 'false');
  });

  it('reports a new range and ignores a tap on the current one', () => {
    const onChange = jest.fn();
    renderUi(<DateFilter value={4} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '近30天' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: '近7天' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
