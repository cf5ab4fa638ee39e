import type { ConciseTab } from '@h5/routing';
import type { AnchorHTMLAttributes } from 'react';

/** The props of an in-app link: feature-kit's useRouteLink in the page, `{ href }` in a story. */
export type LinkProps = Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;

/** The in-app links of home's parts (docs/architecture.md §4: no router in views). */
export interface HomeLinks {
  /** The app card's 立即下载: /app. */
  app: LinkProps;
  /** The quick buttons. */
  recharge: LinkProps;
  transfer: LinkProps;
  withdrawal: LinkProps;
  vip: LinkProps;
  /** The slot category's entries: /concise on each provider's tab. */
  concise: Readonly<Record<ConciseTab, LinkProps>>;
}
