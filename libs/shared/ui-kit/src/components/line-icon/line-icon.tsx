import type { ReactNode } from 'react';

export interface LineIconProps {
  /** Pixels; the drawing is on a 24×24 grid. */
  size?: number;
  children: ReactNode;
}

/**
 * The frame of every line icon in the product: stroked in the text colour, decorative (hidden
 * from screen readers). Features draw their icons' paths inside it, so no icon pack is loaded.
 */
export function LineIcon({ size = 24, children }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CloseIcon = ({ size = 20 }: { size?: number }) => (
  <LineIcon size={size}>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
);
