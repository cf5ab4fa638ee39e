import { colors, vipTiers } from './tokens';

/** WCAG 2.x relative luminance of a #RRGGBB colour. */
const luminance = (hex: string): number => {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

type ColorName = keyof typeof colors;

// Every text colour and every fill it is drawn on somewhere in the kit (tags, alerts, soft
// chips, the page and the cards). textDisabled is left out on purpose: WCAG exempts disabled
// controls, which the kit marks with disabled/aria-disabled.
const TEXTS: ColorName[] = ['text', 'textSecondary', 'textTertiary', 'accent', 'success', 'warning', 'danger'];
const FILLS: ColorName[] = ['background', 'surface', 'accentSoft', 'successSoft', 'warningSoft', 'dangerSoft', 'skeleton'];

describe('colour tokens', () => {
  it.each(TEXTS.flatMap((text) => FILLS.map((fill) => [text, fill] as const)))('%s on %s passes AA (4.5:1)', (text, fill) => {
    expect(contrast(colors[text], colors[fill])).toBeGreaterThanOrEqual(4.5);
  });

  it('white on the accent and the pressed accent passes AA', () => {
    expect(contrast(colors.onAccent, colors.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.onAccent, colors.accentPressed)).toBeGreaterThanOrEqual(4.5);
  });

  it('the old red and grey would fail (the check can fail)', () => {
    expect(contrast('#D93036', colors.dangerSoft)).toBeLessThan(4.5);
    expect(contrast('#6B7280', colors.background)).toBeLessThan(4.5);
  });
});

describe('VIP tier tokens', () => {
  it.each(Object.entries(vipTiers))('the level number on the %s plate passes AA (4.5:1)', (_tier, tier) => {
    expect(contrast(tier.ink, tier.plate)).toBeGreaterThanOrEqual(4.5);
  });
});
