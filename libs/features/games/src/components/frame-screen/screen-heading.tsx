import styled from 'styled-components';

// Read by screen readers, not drawn: these screens' design has no title line (the frame or
// the entries are the page), and every screen needs its one h1 for heading navigation.
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

/** The screen's h1, for assistive technology only. */
export function ScreenHeading({ children }: { children: string }) {
  return <Hidden>{children}</Hidden>;
}
