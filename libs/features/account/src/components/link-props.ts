import type { AnchorHTMLAttributes } from 'react';

/**
 * An in-app link as a view takes it (docs/architecture.md §4: views import no router): the page
 * makes it with feature-kit's useRouteLink or useRouteLinks, a story passes `{ href }`.
 */
export type LinkProps = Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
