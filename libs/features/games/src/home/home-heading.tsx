import styled from 'styled-components';
import { TAB_LABELS } from '@h5/routing';

// Read by screen readers, not drawn: the home screen's design has no title line, and every
// screen needs its one h1 to be found by heading navigation.
const Hidden = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** The home screen's h1: the tab's name, 首页. */
export function HomeHeading() {
  return <Hidden>{TAB_LABELS.home}</Hidden>;
}
