import { LineIcon } from '@h5/ui-kit';
import type { CategoryId } from '../components/categories';
import type { ReactNode } from 'react';

/** Line icons of the home page, drawn on ui-kit's icon frame (text colour, decorative). */
const Icon = LineIcon;

const CATEGORY_PATHS: Record<CategoryId, ReactNode> = {
  realbet: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.8-3.8 3.6-6 7-6s6.2 2.2 7 6" />
    </>
  ),
  sport: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m12 7.5 3.8 2.8-1.5 4.5H9.7l-1.5-4.5z" />
      <path d="M12 3.5v4M20.2 10l-4.4.3M16.9 19l-2.6-4.2M7.1 19l2.6-4.2M3.8 10l4.4.3" />
    </>
  ),
  gaming: (
    <>
      <path d="M7 8h10a4 4 0 0 1 3.9 4.8l-.7 3.4a2.3 2.3 0 0 1-4 1L14.5 15h-5l-1.7 2.2a2.3 2.3 0 0 1-4-1l-.7-3.4A4 4 0 0 1 7 8z" />
      <path d="M8 10.5v3M6.5 12h3M15.5 11h.01M17.5 13h.01" />
    </>
  ),
  joker: (
    <>
      <rect x="5" y="3.5" width="14" height="17" rx="2.5" />
      <path d="M12 8.2c-1.6 1.5-3 2.5-3 3.8a1.6 1.6 0 0 0 3 .8 1.6 1.6 0 0 0 3-.8c0-1.3-1.4-2.3-3-3.8zM12 13v3" />
    </>
  ),
  concise: (
    <>
      <rect x="3.5" y="5" width="17" height="14" rx="2.5" />
      <path d="M8 9v6M12 9v6M16 9v6" />
    </>
  ),
  lottery: (
    <>
      <circle cx="8" cy="9" r="4" />
      <circle cx="16" cy="9" r="4" />
      <circle cx="12" cy="16" r="4" />
    </>
  ),
};

export const CategoryIcon = ({ id }: { id: CategoryId }) => <Icon>{CATEGORY_PATHS[id]}</Icon>;

export const DepositIcon = () => (
  <Icon>
    <rect x="3.5" y="6" width="17" height="13" rx="2.5" />
    <path d="M3.5 10h17M12 2.5v6M9.5 6 12 8.5 14.5 6" />
  </Icon>
);

export const TransferIcon = () => (
  <Icon>
    <path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" />
  </Icon>
);

export const WithdrawalIcon = () => (
  <Icon>
    <rect x="3.5" y="6" width="17" height="13" rx="2.5" />
    <path d="M3.5 10h17M12 8.5v-6M9.5 5 12 2.5 14.5 5" />
  </Icon>
);

export const VipIcon = () => (
  <Icon>
    <path d="m3.5 8 4.5 4 4-6.5 4 6.5 4.5-4-1.8 10.5H5.3z" />
  </Icon>
);

export const SpeakerIcon = () => (
  <Icon size={18}>
    <path d="M4 9.5v5h3.5L13 19V5L7.5 9.5zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon size={14}>
    <path d="m9 5 7 7-7 7" />
  </Icon>
);

export const PhoneIcon = () => (
  <Icon size={26}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M12 7v7M9.5 11.5 12 14l2.5-2.5M10.5 18.5h3" />
  </Icon>
);

/** The red envelope of the floating button, drawn in its own colours. */
export const RedPacketArt = () => (
  <svg width="52" height="60" viewBox="0 0 52 60" aria-hidden="true" focusable="false">
    <rect x="2" y="2" width="48" height="56" rx="8" fill="#D93036" />
    <path d="M2 10a8 8 0 0 1 8-8h32a8 8 0 0 1 8 8v8c-7 6-15 9-24 9S9 24 2 18z" fill="#F0524F" />
    <circle cx="26" cy="26" r="9" fill="#FFC940" stroke="#E8A317" strokeWidth="2" />
    <path d="M22.5 22.5 26 26l3.5-3.5M26 26v6M23 28.5h6" stroke="#B45309" strokeWidth="1.6" fill="none" strokeLinecap="round" />
  </svg>
);
