import styled from 'styled-components';

/**
 * An activity's banner (750×300, the list's and the detail's one picture): as wide as its column,
 * its height from the ratio before it loads, so nothing jumps. `$rounded` for a banner on its own
 * (the detail); in the list the card's corners cut it.
 */
export const ActivityBanner = styled.img<{ $rounded?: boolean }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 750 / 300;
  ${({ theme, $rounded }) => $rounded && `border-radius: ${theme.radii.md}px;`}
  object-fit: cover;
`;
