import { Component, type ReactNode } from 'react';
import { retryFailedLoads } from '@h5/ui-kit';
import { onClientError } from './client-errors';
import ErrorScreen from './error-screen';
import { browserRetryEnv, reloadToRetry, type RetryEnv } from './retry-load';
import type { ErrorArea } from './error-area';

/** A retried chunk fails again within this long (the browser answers from its memory of the failure, or the network times out). */
const RETRY_FAILS_WITHIN_MS = 30_000;

interface ErrorBoundaryProps {
  /** Which part failed: a page shows the full error state, a shell part a compact one. */
  area: ErrorArea;
  children: ReactNode;
  /** Tests hand in their own fetch, storage and reload. */
  retryEnv?: () => RetryEnv;
}

interface ErrorBoundaryState {
  failed: boolean;
  /** When 重新加载 was tapped (0: never): a failure soon after is that retry's. */
  retriedAt: number;
}

/**
 * Keeps a failure inside the part that failed: a page (or the header, the tab bar, the menu)
 * that throws or whose code does not load shows ui-kit's error state with 重新加载, and the
 * rest of the shell keeps working. The error state is part of the shell's code (not a chunk of
 * its own), so it shows styled however many chunks failed.
 *
 * 重新加载 imports the failed code afresh (lazyWithRetry) or renders again. When that fails again
 * on a chunk that now answers, the browser is holding on to the failed fetch (Chromium does, for
 * the life of the page): the page reloads, onto the same route and session (retry-load.ts). So
 * one tap brings the screen once the network is back.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, retriedAt: 0 };

  override componentDidMount() {
    // A page opened again whose code failed before (it failed at once, from React's cache of
    // the import) tries it afresh, once per opening.
    if (this.state.failed && this.props.area === 'page') this.retryInPlace(false);
  }

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    onClientError(error, `boundary:${this.props.area}`);
    // Not "the part rendered" (a suspended import commits first, then fails): the tap's time.
    if (Date.now() - this.state.retriedAt > RETRY_FAILS_WITHIN_MS) return;
    this.setState({ retriedAt: 0 });
    void reloadToRetry(error, (this.props.retryEnv ?? browserRetryEnv)());
  }

  retryInPlace = (tapped: boolean) => {
    retryFailedLoads();
    this.setState({ failed: false, retriedAt: tapped ? Date.now() : 0 });
  };

  override render() {
    const { area, children } = this.props;
    if (!this.state.failed) return children;
    return <ErrorScreen area={area} onRetry={() => this.retryInPlace(true)} />;
  }
}
