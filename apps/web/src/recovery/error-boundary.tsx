import { Component, Suspense, type ReactNode } from 'react';
import { lazyWithRetry, retryFailedLoads, uiKitMessages } from '@h5/ui-kit';
import { onClientError } from './client-errors';
import type { ErrorArea } from './error-area';

// The error screen and the retry's reload logic are one chunk, kept off the first paint (its
// budget, docs/performance.md) but loaded right after the page (startup/after-load.ts):
// a chunk that fails later, on a flaky network, finds the error state's code already there.
const loadErrorScreen = () => import('./error-screen');
const ErrorScreen = lazyWithRetry(loadErrorScreen);

/**
 * The boundaries showing their error state now. They failed for one cause (the network went), so
 * a tap on any 重新加载 retries every one of them: the page's 重新加载 brings the header that failed
 * with it, which would otherwise stay on its error state over a page that works.
 */
const showingError = new Set<ErrorBoundary>();

interface ErrorBoundaryProps {
  /** Which part failed: a page shows the full error state, a shell part a compact one. */
  area: ErrorArea;
  children: ReactNode;
  /** Set on the inner boundary that guards the error screen itself (see render). */
  retryOuter?: () => void;
}

interface ErrorBoundaryState {
  failed: boolean;
  /** The last retry was a tap on 重新加载: a failure after it may be the browser's kept one. */
  retried: boolean;
}

/**
 * Keeps a failure inside the part that failed: a page (or the header, the tab bar, the menu)
 * that throws or whose code does not load shows ui-kit's error state with 重新加载, and the
 * rest of the shell keeps working.
 *
 * 重新加载 imports the failed code afresh (lazyWithRetry) or renders again. When that fails again
 * on a chunk that now answers, the browser is holding on to the failed fetch (Chromium does, for
 * the life of the page): the page reloads, onto the same route and session (retry-load.ts). So
 * one tap brings the screen once the network is back.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, retried: false };

  override componentDidMount() {
    // A page opened again whose code failed before (it failed at once, from React's cache of
    // the import) tries it afresh, once per opening.
    if (this.state.failed && this.props.area === 'page') this.retryInPlace(false);
  }

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  override componentWillUnmount() {
    showingError.delete(this);
  }

  override componentDidCatch(error: unknown) {
    showingError.add(this);
    onClientError(error, `boundary:${this.props.area}`);
    // After a tap (every other retry clears the flag): the error screen's chunk is on screen
    // already, so import() answers from memory.
    if (this.state.retried)
      loadErrorScreen().then(
        (m) => m.reloadToRetry(error),
        () => undefined,
      );
  }

  retryInPlace = (tapped: boolean) => {
    retryFailedLoads();
    showingError.delete(this);
    this.setState({ failed: false, retried: tapped });
    if (!tapped) return;
    // The others render again too (their lazy parts import afresh: retryFailedLoads above); only
    // the tapped one may reload the page when its chunk fails again.
    for (const other of [...showingError]) {
      showingError.delete(other);
      other.setState({ failed: false, retried: false });
    }
  };

  override render() {
    const { area, children, retryOuter } = this.props;
    if (!this.state.failed) return children;
    // The error screen's own code failed too (the network went before it was preloaded): plain
    // text and a button, whose tap reloads the page (nothing else can bring the code back).
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
      <ErrorBoundary area={area} retryOuter={() => window.location.reload()}>
        <Suspense fallback={null}>
          <ErrorScreen area={area} onRetry={() => this.retryInPlace(true)} />
        </Suspense>
      </ErrorBoundary>
    );
  }
}
