import type { ComponentType } from 'react';

/** What a feature exports for each of its screens: the path and a lazily loaded page. */
export interface ShellRoute {
  path: string;
  Page: ComponentType;
}
