import { screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';
import { renderUi } from '../../test/render';

describe('ProgressBar', () => {
  it('is a named progressbar whose fill is as wide as the percent', () => {
    renderUi(<ProgressBar percent={40} label="距VIP3的进度" />);
    const bar = screen.getByRole('progressbar', { name: '距VIP3的进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar.firstElementChild).toHaveStyle({ width: '40%' });
  });

  it('keeps a figure outside 0–100 inside the bar', () => {
    renderUi(<ProgressBar percent={130} label="晋级" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
