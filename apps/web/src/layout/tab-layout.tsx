import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorBoundary } from '../recovery/error-boundary';
import { TabBar } from '../tab-bar/tab-bar';

// Leaves room for the fixed tab bar so the last row of every page stays reachable.
const Body = styled.div`
  padding-bottom: calc(${({ theme }) => theme.layout.tabBarHeight}px + var(--safe-bottom));
`;

/** The main layout's children (/, /activity, /zhanzhu, /mine, …): page above the bottom tab bar. */
export function TabLayout() {
  return (
    <Body>
      <Outlet />
      {/* Hydrated and committed on its own (see ShellLayout). */}
      <ErrorBoundary area="tabBar">
        <Suspense fallback={null}>
          <TabBar />
        </Suspense>
      </ErrorBoundary>
    </Body>
  );
}
