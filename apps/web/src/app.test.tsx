import { render } from '@testing-library/react';
import { App } from './app';

describe('App', () => {
  it('mounts its root element', () => {
    const { container } = render(<App />);
    expect(container.querySelector('main#app')).not.toBeNull();
  });
});
