import type { AnchorHTMLAttributes } from 'react';

/** The link props of an in-app path (feature-kit's useRouteLinks in the page; a story's `{ href }`). */
export type LinkTo = (to: string) => Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
