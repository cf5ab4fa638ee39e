import type { DefaultTheme } from 'styled-components';

/** The red packet picture's width (RedPacketArt). */
const FLOAT_WIDTH = 52;

/** How far the float sits from the right edge of the screen. */
export const floatRight = (theme: DefaultTheme): number => theme.space.md;

/** How far the float's left edge lies from the screen's right edge. */
export const floatInset = (theme: DefaultTheme): number => FLOAT_WIDTH + floatRight(theme);

/**
 * The red packet float keeps its own lane on the right of the game list, this wide: it sits in
 * it (sticky), so it never covers a game's way in (进入游戏, or its chevron in a narrow tile), the
 * empty-category text, or anything above the list (the quick buttons, the app card), at 375 or at 320 px.
 */
export const redPacketLane = (theme: DefaultTheme): number => floatRight(theme) + FLOAT_WIDTH + theme.space.sm;
