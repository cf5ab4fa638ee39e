import { screen } from '@testing-library/react';
import { Amount } from './amount';
import { renderUi } from '../../test/render';

describe('Amount', () => {
  it('shows the one money format from integer fen: ¥, commas by three, two decimals', () => {
    renderUi(<Amount fen={123450} />);
    expect(screen.getByText('¥1,234.50')).toBeInTheDocument();
  });

  it('leaves the ¥ off on request, keeps negative signs and marks gains when signed', () => {
    renderUi(
      <>
        <Amount fen={9} currency={false} />
        <Amount fen={-2500} tone="danger" />
        <Amount fen={2500} signed tone="success" />
      </>,
    );
    expect(screen.getByText('0.09')).toBeInTheDocument();
    expect(screen.getByText('-¥25.00')).toBeInTheDocument();
    expect(screen.getByText('+¥25.00')).toBeInTheDocument();
    expect(getComputedStyle(screen.getByText('-¥25.00')).color).toBe('rgb(196, 38, 44)');
  });

  it('never cuts a large balance: it shrinks (down to 12 px) and may wrap, no ellipsis', () => {
    renderUi(
      <>
        <Amount fen={128000} size="md" />
        <Amount fen={1234567} size="md" />
        <Amount fen={987654321} size="md" />
        <Amount fen={900719925474099} size="md" />
      </>,
    );
    const normal = getComputedStyle(screen.getByText('¥1,280.00'));
    expect(getComputedStyle(screen.getByText('¥12,345.67')).fontSize).toBe('15px');
    const large = getComputedStyle(screen.getByText('¥9,876,543.21'));
    const huge = getComputedStyle(screen.getByText('¥9,007,199,254,740.99'));
    expect(normal.fontSize).toBe('16px');
    expect(large.fontSize).toBe('12px');
    expect(huge.fontSize).toBe('12px');
    for (const style of [normal, large, huge]) {
      expect(style.textOverflow).not.toBe('ellipsis');
      expect(style.overflowWrap).toBe('break-word');
    }
  });

  it('shows a dash when there is no value', () => {
    renderUi(<Amount fen={null} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderUi(<Amount fen={100} loading />);
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('¥1.00')).not.toBeInTheDocument();
  });
});
