import type { MineShortcut } from './use-mine';
import type { ReactNode } from 'react';

/** One line drawing per /mine shortcut (24×24 grid, framed by ShortcutGrid's LineIcon). */
const PATHS: Record<MineShortcut['key'], ReactNode> = {
  vip: <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5L3 8Z" />,
  activity: (
    <>
      <rect x="3.5" y="8" width="17" height="12" rx="1.5" />
      <path d="M12 8v12M3.5 12h17M12 8c-2-4-6-4-6-1.5S10 8 12 8Zm0 0c2-4 6-4 6-1.5S14 8 12 8Z" />
    </>
  ),
  money: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M16 12.5h2M3 9.5h18" />
    </>
  ),
  transRecord: <path d="M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3" />,
  betRecord: (
    <>
      <rect x="5" y="3.5" width="14" height="17" rx="2" />
      <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
    </>
  ),
  userCent: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8" />
    </>
  ),
  message: <path d="M4 6h16v10H9l-5 4V6Z" />,
  fanshui: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9 9.5h4.5a2 2 0 0 1 0 4H9m0-4v8" />
    </>
  ),
  activityRecord: (
    <>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M8 3v4M16 3v4M4 10h16M8.5 14.5l2 2 4-4" />
    </>
  ),
  welfare: <path d="M12 20s-7.5-4.5-7.5-10A4 4 0 0 1 12 7.5 4 4 0 0 1 19.5 10c0 5.5-7.5 10-7.5 10Z" />,
  applyagent: (
    <>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M3 19.5c.8-3.4 3.2-5 6-5s5.2 1.6 6 5M17 8v6M14 11h6" />
    </>
  ),
  agentLogin: (
    <>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M3 19.5c.8-3.4 3.2-5 6-5s5.2 1.6 6 5M15 11h6m-2.5-2.5L21 11l-2.5 2.5" />
    </>
  ),
  app: (
    <>
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M11 17.5h2" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.01" />
    </>
  ),
  responsibleGaming: <path d="M12 3.5 5 6v5.5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9V6l-7-2.5ZM9 12l2 2 4-4" />,
};

/** The drawing of one shortcut, for feature-kit's ShortcutGrid (which frames it). */
export const shortcutIcon = (name: MineShortcut['key']): ReactNode => PATHS[name];
