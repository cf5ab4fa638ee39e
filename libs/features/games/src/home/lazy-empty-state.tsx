import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Spinner, type EmptyStateProps } from '@h5/ui-kit';

// Home shows an empty or failed state only when a load failed or an operator left a list
// empty: its code and pictures load then, so they stay off the first paint of / (whose
// bundle budget is 145 kB of JavaScript, nearly all of it the framework).
type EmptyStateModule = typeof import('./empty-state-module');
let loaded: EmptyStateModule | null = null;
const load = () => import('./empty-state-module');

// Holds the state's place while its code arrives (a few kB), so nothing below it jumps, and
// says something is coming rather than leaving the area blank.
const Reserve = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 160px;

  /* The state's text, when its code could not be fetched. */
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textTertiary};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

/**
 * ui-kit's EmptyState, loaded when first shown. State and an effect rather than React.lazy:
 * Suspense holds resolved content back for up to 300 ms after a fallback, this shows it as
 * soon as it arrives. If the code cannot be fetched, the state's text still shows.
 */
export function LazyEmptyState(props: EmptyStateProps) {
  const [module, setModule] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module) return undefined;
    let live = true;
    load().then(
      (m) => {
        loaded = m;
        if (live) setModule(m);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module]);
  if (module) return <module.EmptyState {...props} />;
  return <Reserve>{failed ? <p role={props.variant === 'error' ? 'alert' : undefined}>{props.text}</p> : <Spinner />}</Reserve>;
}
