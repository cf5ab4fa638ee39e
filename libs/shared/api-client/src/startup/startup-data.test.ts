import { revalidateStartupCache } from './revalidate';
import { isStartupData, seedStartupCache } from './startup-data';
import { contentApi } from '../endpoints/content-api';
import { createAppStore } from '../store';
import type { StartupData } from './startup-data';

const data: StartupData = {
  appInfo: { title: '演示站', site_state: 1, index_modal: '0', redpacket_switch: '1' } as unknown as StartupData['appInfo'],
  banners: [{ pic: 'http://x/pictures/b1.svg', src: 'http://x/pictures/b1.svg', url: '' }] as unknown as StartupData['banners'],
  notices: ['公告一'],
  games: [],
};

const envelope = (body: unknown) => new Response(JSON.stringify({ code: 200, message: '', data: body }), { status: 200 });

const stores: ReturnType<typeof createAppStore>[] = [];
function newStore(fetchFn: typeof fetch) {
  const store = createAppStore({ token: null, fetchFn });
  stores.push(store);
  return store;
}
// An answer nobody reads waits keepUnusedDataFor (60 s) before it goes: no timer outlives a test.
afterEach(() => stores.splice(0).forEach((store) => store.dispatch(contentApi.util.resetApiState())));

describe('start-up data carried by the page', () => {
  it('seeds the cache synchronously so no start-up call is made', () => {
    const fetchFn = jest.fn(async () => envelope({}));
    const store = newStore(fetchFn);
    seedStartupCache(store.dispatch, data);
    expect(contentApi.endpoints.banners.select()(store.getState()).data).toEqual(data.banners);
    expect(contentApi.endpoints.appInfo.select()(store.getState()).data).toEqual(data.appInfo);
    expect(contentApi.endpoints.homeNotices.select()(store.getState()).data).toEqual(['公告一']);
    expect(contentApi.endpoints.gameList.select()(store.getState()).isSuccess).toBe(true);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('revalidates: a subscribed banner list is fetched again and the new answer replaces the carried one', async () => {
    const fresh = [{ pic: 'http://x/pictures/new.svg', src: 'http://x/pictures/new.svg', url: '' }];
    const fetchFn = jest.fn(async () => envelope(fresh));
    const store = newStore(fetchFn);
    seedStartupCache(store.dispatch, data);
    const sub = store.dispatch(contentApi.endpoints.banners.initiate());
    expect(fetchFn).not.toHaveBeenCalled();
    revalidateStartupCache(store.dispatch);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchFn).toHaveBeenCalled();
    expect(contentApi.endpoints.banners.select()(store.getState()).data).toEqual(fresh);
    sub.unsubscribe();
  });

  it('revalidates what no component reads yet without dropping it: the carried answer stays until the new one replaces it', async () => {
    const fresh = [{ pic: 'http://x/pictures/new.svg', src: 'http://x/pictures/new.svg', url: '' }];
    let answer: (response: Response) => void = () => undefined;
    const fetchFn = jest.fn((input: RequestInfo | URL) =>
      String(input instanceof Request ? input.url : input).includes('bannerList')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(envelope({})),
    );
    const store = newStore(fetchFn as typeof fetch);
    seedStartupCache(store.dispatch, data);
    // The home page's code is still loading: nothing has subscribed to the banners.
    revalidateStartupCache(store.dispatch);
    await new Promise((r) => setTimeout(r, 20));
    expect(contentApi.endpoints.banners.select()(store.getState()).data).toEqual(data.banners);
    answer(envelope(fresh));
    await new Promise((r) => setTimeout(r, 20));
    expect(contentApi.endpoints.banners.select()(store.getState()).data).toEqual(fresh);
  });

  it('revalidates in one batch: answers equal to the carried ones change nothing, changed ones land in one store update', async () => {
    const answers: Record<string, unknown> = {
      app: data.appInfo,
      bannerList: data.banners,
      homenotice: ['公告二'],
      'game/list': data.games,
    };
    const fetchFn = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const key = Object.keys(answers).find((path) => url.includes(`/api/${path}`));
      return envelope(key ? answers[key] : {});
    });
    const store = newStore(fetchFn as typeof fetch);
    seedStartupCache(store.dispatch, data);
    const sub = store.dispatch(contentApi.endpoints.homeNotices.initiate());
    const updates = jest.fn();
    const unsubscribe = store.subscribe(updates);
    await revalidateStartupCache(store.dispatch);
    // The store tells its readers after a frame (RTK's auto-batching).
    await new Promise((r) => setTimeout(r, 50));
    unsubscribe();
    expect(fetchFn).toHaveBeenCalledTimes(4);
    expect(updates).toHaveBeenCalledTimes(1);
    expect(contentApi.endpoints.homeNotices.select()(store.getState()).data).toEqual(['公告二']);
    expect(contentApi.endpoints.banners.select()(store.getState()).data).toBe(data.banners);

    answers['homenotice'] = ['公告二'];
    const none = jest.fn();
    const unsubscribeAgain = store.subscribe(none);
    await revalidateStartupCache(store.dispatch);
    await new Promise((r) => setTimeout(r, 50));
    unsubscribeAgain();
    expect(none).not.toHaveBeenCalled();
    sub.unsubscribe();
  });

  it('accepts only the expected shape', () => {
    expect(isStartupData(data)).toBe(true);
    expect(isStartupData(null)).toBe(false);
    expect(isStartupData({ ...data, banners: 'x' })).toBe(false);
  });
});
