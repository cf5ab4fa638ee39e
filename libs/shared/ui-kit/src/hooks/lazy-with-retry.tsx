import { lazy, type ComponentProps, type ComponentType } from 'react';
import { translated, type ModuleCatalogue } from '@h5/domain';

/** Bumped by retryFailedLoads: a failed lazy component imports afresh when it next renders. */
let generation = 0;

/**
 * React.lazy that can be retried. React.lazy keeps a rejected import for good (and a failed
 * module fetch may be kept by the browser too), so once a chunk failed to load (a flaky
 * network) its screen could never show again without a reload. This keeps the failed attempt
 * while nothing asked for a retry (rendering it again rethrows to the error boundary, no
 * request storm) and starts a new import() after retryFailedLoads().
 *
 * A module that exports its texts' `catalogue` (docs/i18n.md) renders once they are in the
 * active language: that language's chunk is fetched after the module (nothing in Chinese).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T; catalogue?: ModuleCatalogue }>,
): ComponentType<ComponentProps<T>> {
  let failedIn = -1;
  const attempt = () =>
    lazy(() =>
      load()
        .then(translated)
        .catch((error: unknown) => {
          failedIn = generation;
          throw error;
        }),
    );
  let current = attempt();
  function LazyWithRetry(props: ComponentProps<T>) {
    if (failedIn >= 0 && failedIn !== generation) {
      failedIn = -1;
      current = attempt();
    }
    const Current = current;
    return <Current {...props} />;
  }
  return LazyWithRetry;
}

/** Lets every lazy component whose import failed try again on its next render (an error screen's 重新加载). */
export function retryFailedLoads(): void {
  generation += 1;
}
