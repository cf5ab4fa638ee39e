import { followReducedMotion } from './reduced-motion';

const mockSetAntdMotion = jest.fn();
jest.mock('./antd-motion', () => ({ setAntdMotion: (on: boolean) => mockSetAntdMotion(on) }));

/** A matchMedia whose one query answers `matches` and tells its listeners when it changes. */
function media(matches: boolean) {
  const listeners: Array<(event: { matches: boolean }) => void> = [];
  const query = { matches, addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener) };
  return {
    win: { matchMedia: jest.fn(() => query) } as unknown as Pick<Window, 'matchMedia'>,
    change: (next: boolean) => listeners.forEach((listener) => listener({ matches: next })),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => mockSetAntdMotion.mockClear());

describe('followReducedMotion', () => {
  it("turns antd-mobile's motion off when the phone asks for reduced motion, and on when it stops", async () => {
    const { win, change } = media(true);
    followReducedMotion(win);
    expect(win.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    await settle();
    expect(mockSetAntdMotion.mock.calls).toEqual([[false]]);
    change(false);
    await settle();
    expect(mockSetAntdMotion.mock.calls).toEqual([[false], [true]]);
  });

  it('leaves the motion (and its code) alone on a phone that does not ask, until it does', async () => {
    const { win, change } = media(false);
    followReducedMotion(win);
    await settle();
    expect(mockSetAntdMotion).not.toHaveBeenCalled();
    change(true);
    await settle();
    expect(mockSetAntdMotion.mock.calls).toEqual([[false]]);
  });

  it('does nothing without matchMedia', () => {
    expect(() => followReducedMotion({} as Pick<Window, 'matchMedia'>)).not.toThrow();
  });
});
