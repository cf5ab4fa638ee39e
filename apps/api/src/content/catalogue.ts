import type { Banner, ConciseGame, GameListItem, Paginator, SiteMessage, VipLevel } from '@h5/api-contract';
import { formatYuan } from '@h5/domain';
import { paginate, type PageArgs } from './paginate';
import { absoluteUrl } from './public-url';
import { formatDateTime } from '../http/time';
import type { Queryable } from '../db/types';

type GameRow = Omit<GameListItem, 'img_url'> & { pic: string; logo: string };

/** `game/list`: home sidebar entries of enabled venues; app_state 0 rows are sent too, clients hide them. */
export async function listGames(db: Queryable, base: string, filter: { category?: string; platform?: string }): Promise<GameListItem[]> {
  const { rows } = await db.query<GameRow>(
    `SELECT g.name, g.venue_code AS platform_name, g.category_id, g.game_code, g.app_state::int AS app_state, g.pic, v.logo
       FROM game_entries g JOIN venues v ON v.code = g.venue_code
      WHERE v.state = 1 AND ($1 = '' OR g.category_id = $1) AND ($2 = '' OR g.venue_code = $2)
      ORDER BY g.sort, g.id`,
    [filter.category ?? '', filter.platform ?? ''],
  );
  return rows.map((r) => {
    const pic = absoluteUrl(base, r.pic || r.logo);
    return { ...r, pic, logo: absoluteUrl(base, r.logo), img_url: pic };
  });
}

/** `gamelistBycode`: the games of one slot tab (the reference ignored the tab: bug). */
export async function listConciseGames(db: Queryable, base: string, tab: string): Promise<ConciseGame[]> {
  const { rows } = await db.query<ConciseGame>(
    `SELECT gamepic, gamename, tab AS catecode, gamecode FROM concise_games WHERE tab = $1 ORDER BY sort, id`,
    [tab],
  );
  return rows.map((r) => ({ ...r, gamepic: absoluteUrl(base, r.gamepic), gametype: 'slot' }));
}

export async function listBanners(db: Queryable, base: string, type: number): Promise<Banner[]> {
  const { rows } = await db.query<{ pic: string; url: string }>(
    'SELECT pic, url FROM banners WHERE state = 1 AND type = $1 ORDER BY sort, id',
    [type],
  );
  return rows.map((r) => {
    const pic = absoluteUrl(base, r.pic);
    return { src: pic, pic, background: '', url: r.url };
  });
}

export async function listHomeNotices(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ text: string }>('SELECT text FROM home_notices ORDER BY id DESC LIMIT 10');
  return rows.map((r) => r.text);
}

interface VipRow {
  level: number;
  name: string;
  recharge: number;
  flow: number;
  realperson: string;
  sport: string;
  e_sport: string;
  joker: string;
  electron: string;
  lottery: string;
  icon: string;
}

/** `uservip`: the ten levels, VIP1 first; thresholds in yuan, rates in percent. */
export async function listVipLevels(db: Queryable, base: string): Promise<Array<VipLevel & { level: number; icon: string }>> {
  const { rows } = await db.query<VipRow>(
    `SELECT level, name, recharge, flow, realperson::text, sport::text, e_sport::text, joker::text,
            electron::text, lottery::text, icon FROM vip_levels ORDER BY level`,
  );
  return rows.map(({ level, name, recharge, flow, icon, ...rates }) => ({
    id: level,
    level,
    vipname: name,
    recharge: formatYuan(Number(recharge)),
    flow: formatYuan(Number(flow)),
    ...rates,
    fish: rates.electron,
    icon: absoluteUrl(base, icon),
    vippic: absoluteUrl(base, icon),
  }));
}

export async function findArticle(db: Queryable, type: number) {
  const { rows } = await db.query<{ id: number; name: string; content: string }>(
    'SELECT id::int AS id, name, content FROM articles WHERE type = $1 ORDER BY id LIMIT 1',
    [type],
  );
  return rows[0] ?? null;
}

/** Site messages for one member: those sent to them and those sent to everyone. */
export async function listSiteMessages(db: Queryable, userId: number, page: PageArgs): Promise<Paginator<SiteMessage>> {
  const result = await paginate<SiteMessage & { created_at: Date | string }>(
    db,
    {
      select: 'id::int AS id, title, content, created_at',
      fromWhere: 'FROM site_messages WHERE user_id IS NULL OR user_id = $1',
      orderBy: 'id DESC',
      params: [userId],
    },
    page,
  );
  return { ...result, data: result.data.map((m) => ({ ...m, created_at: formatDateTime(m.created_at) })) };
}
