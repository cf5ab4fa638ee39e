import { render } from '@testing-library/react';
import { CloseIcon, LineIcon } from './line-icon';

describe('LineIcon', () => {
  it('draws its paths in a hidden, stroked 24-grid svg of the given size', () => {
    const { container } = render(
      <LineIcon size={18}>
        <path d="M1 1h2" />
      </LineIcon>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '18');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(container.querySelector('path')).toHaveAttribute('d', 'M1 1h2');
  });

  it('CloseIcon defaults to 20 px', () => {
    const { container } = render(<CloseIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '20');
  });
});
