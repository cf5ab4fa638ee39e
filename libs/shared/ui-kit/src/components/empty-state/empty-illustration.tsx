import { useTheme } from 'styled-components';

/** An open, empty box: drawn for ui-kit, tinted with the theme so it follows the accent. */
export function EmptyIllustration() {
  const { colors } = useTheme();
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="86" rx="44" ry="6" fill={colors.skeleton} />
      <path d="M24 40 60 28l36 12v36L60 88 24 76Z" fill={colors.accentSoft} />
      <path
        d="M60 52v36L24 76V40Z"
        fill={colors.surface}
        stroke={colors.accent}
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M60 52v36l36-12V40Z"
        fill={colors.accentSoft}
        stroke={colors.accent}
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M24 40 12 54l36 12 12-14Z"
        fill={colors.surface}
        stroke={colors.accent}
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M96 40l12 14-36 12-12-14Z"
        fill={colors.surface}
        stroke={colors.accent}
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M52 14c2-6 8-8 12-5M70 18c3-3 8-2 10 2M44 22c-3-2-7-1-8 2"
        stroke={colors.accent}
        strokeOpacity="0.5"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
