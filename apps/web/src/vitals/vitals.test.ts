import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VITALS_PATH, VITALS_ROUTES } from '@h5/api-contract';
import { ROUTE_PATHS } from '@h5/routing';
import { reportVitals, vitalsRouteOf } from './report';
import { FORCE_SAMPLE_KEY, startVitals } from './start';

// The build's setting (import.meta.env) is not there under jest: the share is fixed here.
jest.mock('./settings', () => ({ vitalsSampleRate: () => 0.25 }));
jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onTTFB: jest.fn() }));

const handlers = () => ({
  LCP: (onLCP as jest.Mock).mock.calls.at(-1)[0] as (m: Partial<Metric>) => void,
  INP: (onINP as jest.Mock).mock.calls.at(-1)[0] as (m: Partial<Metric>) => void,
  CLS: (onCLS as jest.Mock).mock.calls.at(-1)[0] as (m: Partial<Metric>) => void,
  TTFB: (onTTFB as jest.Mock).mock.calls.at(-1)[0] as (m: Partial<Metric>) => void,
});

async function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  await Promise.resolve();
}

/** jsdom's Blob has no text(): read as a browser of old would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const sentBodies = async (beacon: jest.Mock) =>
  Promise.all(
    beacon.mock.calls.map(async ([path, blob]: [string, Blob]) => ({ path, type: blob.type, body: JSON.parse(await textOf(blob)) })),
  );

describe('players’ page speed reporter (docs/api.md, Web vitals)', () => {
  let beacon: jest.Mock;
  beforeEach(() => {
    beacon = jest.fn(() => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
    document.documentElement.lang = 'th';
    window.location.hash = '#/wallet?tab=2&token=secret-in-the-hash';
  });

  it('names routes only by the app’s templates: the contract’s list is the router’s', () => {
    expect([...VITALS_ROUTES].sort()).toEqual([...ROUTE_PATHS].sort());
    expect(vitalsRouteOf('#/wallet?tab=2')).toBe('/wallet');
    expect(vitalsRouteOf('#/')).toBe('/');
    expect(vitalsRouteOf('')).toBe('/');
    expect(vitalsRouteOf('#/member/12345/secret')).toBe('other');
  });

  it('sends the final values in one beacon when the page is hidden: route template, language, numbers, nothing else', async () => {
    reportVitals(window);
    const h = handlers();
    h.TTFB({ name: 'TTFB', value: 123.4 });
    h.LCP({ name: 'LCP', value: 1834.6 });
    h.CLS({ name: 'CLS', value: 0.123456 });
    h.INP({ name: 'INP', value: 999_999_999 });
    expect(beacon).not.toHaveBeenCalled();
    await hide();
    const [sent] = await sentBodies(beacon);
    expect(sent).toEqual({
      path: VITALS_PATH,
      type: 'application/json',
      body: {
        route: '/wallet',
        lang: 'th',
        samples: [
          { name: 'TTFB', value: 123 },
          { name: 'LCP', value: 1835 },
          { name: 'CLS', value: 0.1235 },
        ],
      },
    });
    // Nothing pending: no second beacon; a later value goes in the next.
    await hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    h.INP({ name: 'INP', value: 180 });
    await hide();
    expect((await sentBodies(beacon))[1].body.samples).toEqual([{ name: 'INP', value: 180 }]);
  });

  it('sends a few reports per page at most, and none from a page in a language the site does not speak', async () => {
    reportVitals(window);
    const h = handlers();
    for (let i = 0; i < 6; i++) {
      h.CLS({ name: 'CLS', value: i / 100 });
      await hide();
    }
    expect(beacon).toHaveBeenCalledTimes(3);
    beacon.mockClear();
    document.documentElement.lang = 'fr';
    (onLCP as jest.Mock).mockClear();
    reportVitals(window);
    expect(onLCP).not.toHaveBeenCalled();
  });

  it('is sampled: only the share of visits the setting names loads the reporter', () => {
    const idle = jest.fn();
    Object.defineProperty(window, 'requestIdleCallback', { value: idle, configurable: true });
    startVitals(window, () => 0.3);
    expect(idle).not.toHaveBeenCalled();
    startVitals(window, () => 0.2);
    expect(idle).toHaveBeenCalledTimes(1);
    window.localStorage.setItem(FORCE_SAMPLE_KEY, '1');
    startVitals(window, () => 0.99);
    expect(idle).toHaveBeenCalledTimes(2);
    window.localStorage.removeItem(FORCE_SAMPLE_KEY);
  });
});
