import { Component, Suspense, type ReactNode } from 'react';
import { lazyWithRetry, retryFailedLoads, uiKitMessages } from '@h5/ui-kit';
import { onClientError } from './client-errors';
import type { ErrorArea } from './error-area';

// Loaded on the first error only: the first paint carries this boundary, not its screen.
const ErrorScreen = lazyWithRetry(() => import('./error-screen'));

interface ErrorBoundaryProps {
  /** Which part failed: a page shows the full error state, a shell part a compact one. */
  area: ErrorArea;
  children: ReactNode;
  /** Set on the inner boundary that guards the error screen itself (see render). */
  retryOuter?: () => void;
}

/**
 * Keeps a failure inside the part that failed: a page (or the header, the tab bar, the menu)
 * that throws or whose code does not load shows ui-kit's error state with 重新加载, and the
 * rest of the shell keeps working. 重新加载 imports the failed code afresh (lazyWithRetry).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  override componentDidMount() {
    // A page opened again whose code failed before (it failed at once, from React's cache of
    // the import) tries it afresh, once per opening.
    if (this.state.failed && this.props.area === 'page') this.retry();
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    onClientError(error, `boundary:${this.props.area}`);
  }

  retry = () => {
    retryFailedLoads();
    this.setState({ failed: false });
  };

  override render() {
    const { area, children, retryOuter } = this.props;
    if (!this.state.failed) return children;
    // The error screen's own code failed too (the network is gone): plain text and button.
    if (retryOuter)
      return (
        <div role="alert">
          <p>{uiKitMessages.loadFailed}</p>
          <button type="button" onClick={retryOuter}>
            {uiKitMessages.retry}
          </button>
        </div>
      );
    return (
      <ErrorBoundary area={area} retryOuter={this.retry}>
        <Suspense fallback={null}>
          <ErrorScreen area={area} onRetry={this.retry} />
        </Suspense>
      </ErrorBoundary>
    );
  }
}
