import { Route, Routes } from 'react-router-dom';
import { MAIN_LAYOUT_PATHS } from '@h5/routing';
import { RoutePage } from './route-page';
import { UnknownRoute } from './unknown-route';
import { ShellLayout } from '../layout/shell-layout';
import { TabLayout } from '../layout/tab-layout';
import type { ShellRoute } from './shell-route';

const inMainLayout = (route: ShellRoute) => (MAIN_LAYOUT_PATHS as readonly string[]).includes(route.path);

/** The main layout (/ and its children, with the tab bar) and the top-level routes (docs/product.md §2). */
export function AppRoutes({ routes }: { routes: readonly ShellRoute[] }) {
  const page = (route: ShellRoute) => <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />;
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route element={<TabLayout />}>{routes.filter(inMainLayout).map(page)}</Route>
        {routes.filter((route) => !inMainLayout(route)).map(page)}
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
