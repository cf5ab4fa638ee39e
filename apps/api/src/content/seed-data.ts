import content from './seed-content.json';

/**
 * The demo site's content. It lives in JSON so that the picture generator
 * (tools/pictures/generate.mjs) draws exactly the venues, games and banners seeded here.
 */
export const SEED = content;

/** Where the generated pictures are served; the generator writes the same relative paths. */
export const picture = {
  logo: '/pictures/logo.svg',
  banner: (i: number) => `/pictures/banners/${i}.svg`,
  activity: (i: number) => `/pictures/activities/${i}.svg`,
  venue: (code: string) => `/pictures/venues/${code}.svg`,
  game: (tab: string, code: string) => `/pictures/games/${tab}/${code}.svg`,
  vip: (level: number) => `/pictures/vip/${level}.svg`,
  appSlide: (i: number) => `/pictures/app/${i}.svg`,
  qrcode: '/pictures/app/qrcode.svg',
};
