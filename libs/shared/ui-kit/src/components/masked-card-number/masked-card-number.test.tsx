import { screen } from '@testing-library/react';
import { MaskedCardNumber } from './masked-card-number';
import { renderUi } from '../../test/render';

describe('MaskedCardNumber', () => {
  it('shows only the last 4 characters', () => {
    renderUi(<MaskedCardNumber number="6222 0212 3456 7890" />);
    const shown = screen.getByLabelText('尾号7890');
    expect(shown).toHaveTextContent('**** **** **** 7890');
    expect(shown).not.toHaveTextContent('6222');
  });

  it('masks USDT addresses the same way', () => {
    renderUi(<MaskedCardNumber number="TXYZabcdefghijklmnopqrstuvwxyz1234" />);
    expect(screen.getByText('**** **** **** 1234')).toBeInTheDocument();
  });
});
