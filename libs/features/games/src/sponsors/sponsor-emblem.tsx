import { useTheme } from 'styled-components';
import type { SponsorType } from '@h5/routing';

/** A drawn badge per partner type (no third-party logo): a shield, one or two stars. */
export function SponsorEmblem({ type }: { type: SponsorType }) {
  const theme = useTheme();
  const stars = type === 1 ? [32] : [22, 42];
  return (
    <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 4 56 14v18c0 14-10 24-24 28C18 56 8 46 8 32V14Z" fill={type === 1 ? theme.colors.accent : theme.colors.accentPressed} />
      {stars.map((x) => (
        <path
          key={x}
          transform={`translate(${x - 32} 0)`}
          d="m32 20 3.5 7.6 8.3 1-6.1 5.7 1.6 8.2L32 38.4l-7.3 4.1 1.6-8.2-6.1-5.7 8.3-1Z"
          fill={theme.colors.onAccent}
        />
      ))}
    </svg>
  );
}
