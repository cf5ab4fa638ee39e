// Line icons of the left menu entries, drawn for the shell.
const PATHS = {
  message: 'M4 6h16v11H8l-4 3zM8 10h8M8 13h5',
  feedback: 'M5 13v-1a7 7 0 0 1 14 0v1M5 13h2.5v5H6a1 1 0 0 1-1-1zM19 13h-2.5v5H18a1 1 0 0 0 1-1z',
  domain: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  about: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
  vip: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  chevron: 'M9 5l7 7-7 7',
  language: 'M4 5h9M8.5 3v2M6 5c1 4 4 7 7 8M11 5c-1 4-4 7-7 8M13 21l4-9 4 9M14.5 18h5',
  withdraw: 'M4 7h16v11H4zM4 10.5h16M7.5 15h4',
  records: 'M6 3.5h12v17H6zM9 8h6M9 12h6M9 16h4',
  shield: 'M12 3.5 5 6v5.5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9V6l-7-2.5zM9 12l2 2 4-4',
} as const;

export type MenuIconName = keyof typeof PATHS;

export function MenuIcon({ name, size = 20 }: { name: MenuIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d={PATHS[name]} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
