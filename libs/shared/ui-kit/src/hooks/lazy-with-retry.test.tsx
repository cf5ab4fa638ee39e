import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyWithRetry, retryFailedLoads } from './lazy-with-retry';

class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const Shown = ({ label }: { label: string }) => <p>{label}</p>;
const renderLazy = (Lazy: ReturnType<typeof lazyWithRetry<typeof Shown>>) =>
  render(
    <Catch>
      <Suspense fallback={<p>loading</p>}>
        <Lazy label="loaded" />
      </Suspense>
    </Catch>,
  );

describe('lazyWithRetry', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => consoleError.mockRestore());

  it('loads once and renders the component with its props', async () => {
    const load = jest.fn().mockResolvedValue({ default: Shown });
    renderLazy(lazyWithRetry(load));
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed import until retryFailedLoads, then imports afresh (React.lazy never would)', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Shown });
    const Lazy = lazyWithRetry(load);
    const first = renderLazy(Lazy);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    first.unmount();

    // Rendered again without a retry: the same failure, no new request.
    const second = renderLazy(Lazy);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    second.unmount();

    act(() => retryFailedLoads());
    renderLazy(Lazy);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a retry leaves a component that loaded alone', async () => {
    const load = jest.fn().mockResolvedValue({ default: Shown });
    const Lazy = lazyWithRetry(load);
    const view = renderLazy(Lazy);
    await screen.findByText('loaded');
    view.unmount();
    retryFailedLoads();
    renderLazy(Lazy);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
