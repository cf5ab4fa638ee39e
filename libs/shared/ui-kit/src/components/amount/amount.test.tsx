import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Amount } from './amount';

describe('Amount', () => {
  it('shows yuan with two decimals from integer fen', () => {
    renderUi(<Amount fen={123450} />);
    expect(screen.getByText('1234.50')).toBeInTheDocument();
  });

  it('adds the ¥ prefix on request and keeps negative signs', () => {
    renderUi(
      <>
        <Amount fen={9} currency />
        <Amount fen={-2500} currency tone="danger" />
      </>,
    );
    expect(screen.getByText('¥0.09')).toBeInTheDocument();
    expect(screen.getByText('¥-25.00')).toBeInTheDocument();
    expect(getComputedStyle(screen.getByText('¥-25.00')).color).toBe('rgb(217, 48, 54)');
  });

  it('shows a dash when there is no value', () => {
    renderUi(<Amount fen={null} currency />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    renderUi(<Amount fen={100} loading />);
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('1.00')).not.toBeInTheDocument();
  });
});
