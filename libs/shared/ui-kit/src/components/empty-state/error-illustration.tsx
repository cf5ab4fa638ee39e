import { useTheme } from 'styled-components';

/** A cloud with a broken link: same frame and tints as EmptyIllustration, so the two states line up. */
export function ErrorIllustration() {
  const { colors } = useTheme();
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="86" rx="44" ry="6" fill={colors.skeleton} />
      <path
        d="M34 70a16 16 0 0 1-2-31.9A22 22 0 0 1 74 30a18 18 0 0 1 14 40Z"
        fill={colors.accentSoft}
        stroke={colors.accent}
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M50 52l-5 5a5 5 0 0 0 7 7l5-5M70 48l5-5a5 5 0 0 0-7-7l-5 5"
        stroke={colors.accent}
        strokeOpacity="0.6"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path d="M56 44l-3-4M64 58l3 4M52 50h-4M68 52h4" stroke={colors.accent} strokeOpacity="0.5" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
