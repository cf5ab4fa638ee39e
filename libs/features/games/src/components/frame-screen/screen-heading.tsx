import { VisuallyHidden } from '@h5/ui-kit';

/**
 * The screen's h1, for assistive technology only: these screens' design has no title line (the
 * frame or the entries are the page), and every screen needs its one h1 for heading navigation.
 */
export function ScreenHeading({ children }: { children: string }) {
  return <VisuallyHidden as="h1">{children}</VisuallyHidden>;
}
