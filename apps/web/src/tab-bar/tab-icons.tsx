import type { TabKey } from '@h5/routing';

// One outline icon per tab, drawn for the shell; the selected tab fills with the accent colour.
const PATHS: Record<TabKey, string> = {
  home: 'M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z',
  activity: 'M4 9h16v4H4zM5.5 13h13v7h-13zM12 9v11M12 9s-1.5-4-4-4a2 2 0 0 0 0 4M12 9s1.5-4 4-4a2 2 0 0 1 0 4',
  kefu: 'M5 13v-1a7 7 0 0 1 14 0v1M5 13h2.5v5H6a1 1 0 0 1-1-1zM19 13h-2.5v5H18a1 1 0 0 0 1-1zM16.5 18c0 1.5-1.5 2.5-4.5 2.5',
  zhanzhu: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 14v3M8.5 20h7l-1-3h-5z',
  mine: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5a7.5 7.5 0 0 1 15 0',
};

export function TabIcon({ tab }: { tab: TabKey }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d={PATHS[tab]} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
