import { fireEvent, screen, within } from '@testing-library/react';
import { DetailRows } from './detail-rows';
import { renderUi } from '../../test/render';
import { colors } from '../../theme/tokens';

describe('DetailRows', () => {
  it('pairs each term with its detail in one row of a dl, and a row with copy puts that text on the clipboard', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderUi(
      <DetailRows
        divided
        rows={[
          { term: '订单号', detail: 'CZ001', copy: 'CZ001', testId: 'order' },
          { term: '存款时间', detail: '2024-05-20 21:30:00' },
        ]}
      />,
    );
    const order = screen.getByTestId('order');
    expect(order.parentElement?.tagName).toBe('DL');
    expect(within(order).getByRole('term')).toHaveTextContent('订单号');
    expect(within(order).getByRole('definition')).toHaveTextContent('CZ001');
    expect(order).toHaveStyle({
      display: 'flex',
      justifyContent: 'space-between',
      padding: '8px 0',
      borderBottom: `1px solid ${colors.border}`,
    });
    fireEvent.click(within(order).getByRole('button'));
    await screen.findByText('复制成功！');
    expect(writeText).toHaveBeenCalledWith('CZ001');
    // Only the row given copy has a button.
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('draws no line without divided, takes the padding asked, and lines the terms up in a column with termColumn', () => {
    const { container, rerender } = renderUi(<DetailRows padding={0} rows={[{ term: '户名', detail: '张三' }]} />);
    const row = container.querySelector('dl > div');
    expect(row).toHaveStyle({ padding: '0' });
    expect(row).not.toHaveStyle({ borderBottom: `1px solid ${colors.border}` });
    rerender(<DetailRows ruled rows={[{ term: '户名', detail: '张三' }]} />);
    expect(container.querySelector('dl')).toHaveStyle({ paddingBottom: '8px', borderBottom: `1px solid ${colors.border}` });
    rerender(<DetailRows termColumn rows={[{ term: '每日', detail: '不限' }]} />);
    expect(container.querySelector('dl')).toHaveStyle({ display: 'grid' });
    expect(container.querySelector('dl > div')).toHaveStyle({ display: 'grid' });
  });
});
