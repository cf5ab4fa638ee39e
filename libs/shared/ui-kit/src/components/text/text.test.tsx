import { screen } from '@testing-library/react';
import { Text } from './text';
import { renderUi } from '../../test/render';
import { colors, fontSizes, fontWeights, lineHeights } from '../../theme/tokens';

describe('Text', () => {
  it('is a paragraph without margins, writing only the rules its props ask for', () => {
    renderUi(
      <div style={{ color: colors.onAccent, fontSize: '20px' }}>
        <Text>余额不足</Text>
      </div>,
    );
    const text = screen.getByText('余额不足');
    expect(text.tagName).toBe('P');
    expect(text).toHaveStyle({ margin: '0', padding: '0' });
    // No tone asked, no colour set: it comes from around it.
    expect(text).toHaveStyle({ color: colors.onAccent });
  });

  it('takes its size, colour, weight and line height from the tokens', () => {
    renderUi(
      <Text $size="xs" $tone="tertiary" $weight="bold" $leading="normal" $align="center">
        提示
      </Text>,
    );
    expect(screen.getByText('提示')).toHaveStyle({
      fontSize: `${fontSizes.xs}px`,
      color: colors.textTertiary,
      fontWeight: String(fontWeights.bold),
      lineHeight: String(lineHeights.normal),
      textAlign: 'center',
    });
  });

  it.each([
    ['default', colors.text],
    ['secondary', colors.textSecondary],
    ['brand', colors.accent],
    ['danger', colors.danger],
    ['onAccent', colors.onAccent],
  ] as const)('tone %s is the token colour %s', (tone, color) => {
    renderUi(<Text $tone={tone}>文字</Text>);
    expect(screen.getByText('文字')).toHaveStyle({ color });
  });

  it('renders another element with as, keeping its role (a heading stays a heading)', () => {
    renderUi(
      <Text as="h2" $size="md" $weight="bold">
        下载APP
      </Text>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '下载APP' })).toHaveStyle({ fontSize: `${fontSizes.md}px`, margin: '0' });
  });

  it('cuts to one line with an ellipsis, or clamps to more lines', () => {
    renderUi(
      <>
        <Text $lines={1}>一行</Text>
        <Text $lines={2}>两行</Text>
      </>,
    );
    expect(screen.getByText('一行')).toHaveStyle({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
    expect(screen.getByText('两行')).toHaveStyle({ overflow: 'hidden', WebkitLineClamp: '2' });
    expect(screen.getByText('两行')).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('lets a long word break anywhere, takes the space above it, and keeps $ props off the DOM', () => {
    renderUi(
      <Text $breakAnywhere $spaceAbove="sm" $size="sm">
        PragmaticPlayLiveCasinoVenue
      </Text>,
    );
    const text = screen.getByText('PragmaticPlayLiveCasinoVenue');
    expect(text).toHaveStyle({ overflowWrap: 'anywhere', margin: '8px 0px 0px' });
    expect(text.getAttributeNames().filter((name) => name !== 'class')).toEqual([]);
  });
});
