import { act, fireEvent, promoBannersFixture, renderWithTheme, screen } from '@h5/test-utils';
import { BannerCarousel } from './banner-carousel';

// jsdom has no scrolling: the carousel advances by scrollTo, recorded here.
const scrollTo = jest.fn();
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
});
afterAll(() => {
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
});
beforeEach(() => {
  jest.useFakeTimers();
  scrollTo.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('BannerCarousel', () => {
  it('advances to the next banner 4 s after it shows', () => {
    renderWithTheme(<BannerCarousel banners={promoBannersFixture} />);
    expect(screen.getByTestId('banner-indicator')).toHaveTextContent('1 / 4');
    act(() => jest.advanceTimersByTime(3999));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('holds while a finger is on it, and counts 4 s again once it is lifted', () => {
    renderWithTheme(<BannerCarousel banners={promoBannersFixture} />);
    const track = screen.getByRole('group', { name: /./ });
    fireEvent.pointerDown(track);
    act(() => jest.advanceTimersByTime(10_000));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.pointerUp(track);
    act(() => jest.advanceTimersByTime(3999));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
