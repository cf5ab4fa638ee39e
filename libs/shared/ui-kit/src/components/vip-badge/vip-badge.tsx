import { useId } from 'react';
import { fontFamily, fontWeights, vipTiers, type VipTier } from '../../theme/tokens';

export interface VipBadgeProps {
  /** 1 to 10; anything else is drawn as the nearest level (a new member's 0 wears VIP1's bronze). */
  level: number;
  /** Height in px; the width follows (40:44). */
  size?: number;
  /**
   * Hidden from screen readers when a text next to it already says the level (a tab's label).
   * Otherwise the badge is an image named `VIP{level}`.
   */
  decorative?: boolean;
}

/** The top level: the badge turns from a shield into a cut gem. */
const TOP_LEVEL = 10;

/** Levels 1-3 bronze, 4-6 silver, 7-9 gold, 10 diamond. */
export function vipTier(level: number): VipTier {
  if (level >= TOP_LEVEL) return 'diamond';
  if (level >= 7) return 'gold';
  if (level >= 4) return 'silver';
  return 'bronze';
}

const clampLevel = (level: number) => (Number.isFinite(level) ? Math.min(TOP_LEVEL, Math.max(1, Math.trunc(level))) : 1);

// Shapes on a 40×44 grid: outer rim, inner plate, and the gem's facet lines.
const SHIELD = 'M20 1.5 36.5 7.8V20c0 11-7 18.4-16.5 22.5C10.5 38.4 3.5 31 3.5 20V7.8Z';
const SHIELD_PLATE = 'M20 6.2 32.4 10.9V20c0 8.6-5.3 14.5-12.4 17.9C12.9 34.5 7.6 28.6 7.6 20v-9.1Z';
const GEM = 'M9 3h22l8 12.5L20 42 1 15.5Z';
const GEM_PLATE = 'M11.2 7h17.6l5.3 8.6L20 35.6 5.9 15.6Z';
const GEM_FACETS = 'M5.9 15.6h28.2M14.5 7l-2.3 8.6L20 35.6l7.8-20L25.5 7';

/** A four-point sparkle centred on (x, y): the level's place within its metal (1 to 3). */
const sparkle = (x: number, y: number) => `M${x} ${y - 2.6}l.8 1.8 1.8.8-1.8.8-.8 1.8-.8-1.8-1.8-.8 1.8-.8Z`;

/**
 * The VIP level badge: a shield whose metal rises with the level (bronze, silver, gold) and
 * whose sparkles count the step within the metal; VIP10 is a diamond. Drawn inline, so no
 * picture is fetched and it stays sharp at any size.
 */
export function VipBadge({ level, size = 32, decorative = false }: VipBadgeProps) {
  const n = clampLevel(level);
  const tier = vipTier(n);
  const colours = vipTiers[tier];
  // The tier in the id too: ids from useId repeat across separate React roots, and a clash
  // between two badges of one metal draws the same gradient anyway.
  const rimId = `vip-rim-${tier}-${useId().replace(/[^\w-]/g, '')}`;
  const gem = tier === 'diamond';
  const step = gem ? 0 : ((n - 1) % 3) + 1;
  const label = `VIP${n}`;
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': label };
  return (
    <svg
      width={(size * 40) / 44}
      height={size}
      viewBox="0 0 40 44"
      focusable="false"
      data-vip-tier={tier}
      style={{ flex: 'none', verticalAlign: 'middle' }}
      {...a11y}
    >
      <defs>
        <linearGradient id={rimId} x1="0" y1="0" x2="0.35" y2="1">
          <stop offset="0" stopColor={colours.rimLight} />
          <stop offset="1" stopColor={colours.rimDark} />
        </linearGradient>
      </defs>
      <path d={gem ? GEM : SHIELD} fill={`url(#${rimId})`} />
      <path d={gem ? GEM_PLATE : SHIELD_PLATE} fill={colours.plate} />
      {gem && <path d={GEM_FACETS} fill="none" stroke={colours.rimLight} strokeOpacity={0.45} strokeWidth={0.9} strokeLinejoin="round" />}
      <text
        x="20"
        y={gem ? 21.5 : 21}
        textAnchor="middle"
        dominantBaseline="middle"
        fill={colours.ink}
        fontFamily={fontFamily}
        fontSize={gem ? 11 : 15}
        fontWeight={fontWeights.bold}
      >
        {n}
      </text>
      {Array.from({ length: step }, (_, i) => (
        <path key={i} d={sparkle(20 + (i - (step - 1) / 2) * 5.6, 30.5)} fill={colours.ink} />
      ))}
    </svg>
  );
}
