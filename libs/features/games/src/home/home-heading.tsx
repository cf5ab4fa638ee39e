import { TAB_LABELS } from '@h5/routing';
import { VisuallyHidden } from '@h5/ui-kit';

// Read by screen readers, not drawn: the home screen's design has no title line, and every
// screen needs its one h1 to be found by heading navigation.
/** The home screen's h1: the tab's name, 首页. */
export function HomeHeading() {
  return <VisuallyHidden as="h1">{TAB_LABELS.home}</VisuallyHidden>;
}
