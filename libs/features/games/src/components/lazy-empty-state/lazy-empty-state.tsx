import type { EmptyStateProps } from '@h5/ui-kit';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';

// Home shows an empty or failed state only when a load failed or an operator left a list
// empty: its code and pictures load then, so they stay off the first paint of / (whose
// bundle budget is 145 kB of JavaScript, nearly all of it the framework).
const EmptyState = lazy(() => import('./empty-state-module').then((m) => ({ default: m.EmptyState })));

// Holds the state's place while its code arrives (a few kB), so nothing below it jumps.
const Reserve = styled.div`
  min-height: 160px;
`;

/** ui-kit's EmptyState, loaded when first shown. */
export function LazyEmptyState(props: EmptyStateProps) {
  return (
    <Suspense fallback={<Reserve aria-busy="true" />}>
      <EmptyState {...props} />
    </Suspense>
  );
}
