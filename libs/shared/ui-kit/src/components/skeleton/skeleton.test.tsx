import { screen } from '@testing-library/react';
import { Skeleton } from './skeleton';
import { renderUi } from '../../test/render';

describe('Skeleton', () => {
  it('renders one bar per line and marks itself busy', () => {
    const { container } = renderUi(<Skeleton lines={3} />);
    const root = screen.getByTestId('skeleton');
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(root.querySelectorAll(':scope > span:not(:last-child)')).toHaveLength(3);
    expect(container).toHaveTextContent('加载中');
  });

  it('sizes a single inline bar', () => {
    renderUi(<Skeleton inline width={72} height={20} />);
    const bar = screen.getByTestId('skeleton').firstElementChild as HTMLElement;
    expect(getComputedStyle(bar).width).toBe('72px');
    expect(getComputedStyle(bar).height).toBe('20px');
  });
});
