// Design tokens: the single source for every colour, size and layer in the product.
// One accent colour carries the brand (buttons, selected tabs, links, progress).
// Every text colour passes WCAG AA (4.5:1) on every fill it sits on: tokens.test.ts proves it.

export const colors = {
  accent: '#2557E8',
  accentPressed: '#1B45C4',
  accentSoft: '#E9EFFD',
  onAccent: '#FFFFFF',
  text: '#1A1D23',
  textSecondary: '#5C6370',
  // Darkened from #6B7280 (4.43:1 on background, 4.19 on accentSoft): AA 4.5:1 on every fill.
  textTertiary: '#5F6673',
  textDisabled: '#B4B9C2',
  background: '#F4F5F7',
  surface: '#FFFFFF',
  border: '#E4E6EB',
  skeleton: '#ECEEF1',
  success: '#0E7352',
  successSoft: '#E4F4EE',
  warning: '#A84B05',
  warningSoft: '#FDF1E3',
  // Darkened from #D93036 (4.06:1 on dangerSoft): tags and alerts sit on the soft fills.
  danger: '#C4262C',
  dangerSoft: '#FCE9EA',
  mask: 'rgba(0, 0, 0, 0.55)',
} as const;

/** 4-based spacing scale, in px. */
export const space = {
  xxs: 2,
  xs: 4,
  sm: 8,
  md: 12,
  lg: 16,
  xl: 24,
  xxl: 32,
} as const;

export const radii = {
  sm: 4,
  md: 8,
  lg: 12,
  pill: 999,
} as const;

export const fontSizes = {
  xs: 12,
  sm: 14,
  md: 16,
  lg: 18,
  xl: 20,
  xxl: 24,
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  bold: 600,
} as const;

export const lineHeights = {
  tight: 1.25,
  normal: 1.5,
  /** Long small print read line by line: install notes, activity rules. */
  relaxed: 1.6,
} as const;

export const shadows = {
  card: '0 1px 3px rgba(26, 29, 35, 0.06), 0 1px 2px rgba(26, 29, 35, 0.04)',
  raised: '0 6px 16px rgba(26, 29, 35, 0.12)',
  bar: '0 -1px 0 rgba(26, 29, 35, 0.06)',
} as const;

/** Stacking layers; antd-mobile popups sit at 1000 and above, so fixed bars stay below them. */
export const zIndices = {
  base: 0,
  sticky: 100,
  navBar: 200,
  tabBar: 200,
  overlay: 1000,
  toast: 2000,
} as const;

export const layout = {
  navBarHeight: 46,
  tabBarHeight: 50,
  touchTarget: 44,
  maxContentWidth: 750,
} as const;

export const fontFamily = '-apple-system, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif';

export const durations = {
  fast: '120ms',
  normal: '200ms',
} as const;

export type Tone = 'success' | 'warning' | 'danger' | 'default';

/**
 * The four metals of the VIP level badges (VIP1-3 bronze, 4-6 silver, 7-9 gold, 10 diamond):
 * a rim drawn from `rimLight` to `rimDark`, a solid `plate` and the level number in `ink`.
 * The diamond reuses the accent, so the top level wears the brand colour. `ink` on `plate`
 * passes AA 4.5:1 (tokens.test.ts).
 */
export const vipTiers = {
  bronze: { rimLight: '#F0C39A', rimDark: '#7A3F17', plate: '#A65B28', ink: '#FFFFFF' },
  silver: { rimLight: '#FFFFFF', rimDark: '#7D8796', plate: '#DDE2E9', ink: '#2E3440' },
  gold: { rimLight: '#FFEFA8', rimDark: '#A06E00', plate: '#F2B705', ink: '#3D2A00' },
  diamond: { rimLight: '#A8E6FF', rimDark: colors.accentPressed, plate: colors.accent, ink: colors.onAccent },
} as const;

export type VipTier = keyof typeof vipTiers;
