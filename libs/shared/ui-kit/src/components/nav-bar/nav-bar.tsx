import { BackButton, Bar, Side, Title } from './nav-bar.styles';
import { messages } from '../../messages';
import type { ReactNode } from 'react';

export interface NavBarProps {
  /** The screen's heading; empty: no heading, the bar holds the back arrow alone (a page's error state). */
  title: ReactNode;
  /** Shows the back arrow; the caller decides where "back" goes (ui-kit knows no router). */
  onBack?: () => void;
  /** Right slot: an icon button, a link, a balance. */
  right?: ReactNode;
  backLabel?: string;
  /**
   * On screens where the shell hides its header (docs/product.md §2: /activity, /activityInfo, /mine,
   * /transfer) this bar is the screen's banner landmark; the page sits inside the shell's
   * <main>, where a plain <header> is not one.
   */
  banner?: boolean;
}

export function NavBar({ title, onBack, right, backLabel = messages.back, banner = false }: NavBarProps) {
  return (
    <Bar role={banner ? 'banner' : undefined}>
      <Side>
        {onBack && (
          <BackButton type="button" aria-label={backLabel} onClick={onBack}>
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <path d="M15 4.5 7.5 12l7.5 7.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </BackButton>
        )}
      </Side>
      {title ? <Title>{title}</Title> : <Title as="span" />}
      <Side $end>{right}</Side>
    </Bar>
  );
}
