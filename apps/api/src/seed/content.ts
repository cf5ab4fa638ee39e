import { hashPassword } from '../auth/passwords';
import { picture, SEED } from '../content/seed-data';
import type { ServerConfig } from '../config';
import type { Db, Queryable } from '../db/types';

const FEN_PER_YUAN = 100;

/**
 * Site configuration, content and (the demo only: `config.demo`, docs/operations.md) the demo
 * member. Runs once, on an empty database.
 */
export async function seedContent(db: Db, config: ServerConfig): Promise<void> {
  const [passwordHash, payHash] = config.demo
    ? await Promise.all([hashPassword(SEED.demo.password, config.kdf), hashPassword(SEED.demo.paypassword, config.kdf)])
    : ['', ''];
  await db.tx(async (q) => {
    await seedSiteConfig(q, config);
    await seedGames(q);
    await seedPromotions(q);
    await seedVipLevels(q);
    for (const a of SEED.articles)
      await q.query('INSERT INTO articles(type, name, content) VALUES ($1, $2, $3)', [a.type, a.name, a.content]);
    for (const m of SEED.messages) await q.query('INSERT INTO site_messages(title, content) VALUES ($1, $2)', [m.title, m.content]);
    if (!config.demo) return;
    await q.query(
      `INSERT INTO users(username, password_hash, pay_password_hash, realname, invite_code, mobile, email)
       VALUES ($1, $2, $3, $4, 'demo888', '13800138000', 'demo888@example.com')`,
      [SEED.demo.username, passwordHash, payHash, SEED.demo.realname],
    );
  });
}

async function seedSiteConfig(q: Queryable, config: ServerConfig) {
  const values: Record<string, string> = {
    title: SEED.site.title,
    site_logo: picture.logo,
    // Empty = "this server's own address", worked out per request (see content/site-info.ts).
    h5_url: config.publicUrl ?? '',
    site_state: '1',
    repair_tips: SEED.site.repair_tips,
    index_modal: '1',
    webcontent: SEED.site.webcontent,
    // The demo's welcome text announces the first-deposit offer (新会员首存即享优惠).
    index_modal_recharge: '1',
    redpacket_switch: '1',
    fanshui: SEED.site.fanshui,
    ios_download_url: picture.appSlide(1),
    ios_download_qrcode: picture.qrcode,
    kf_url: '/service',
    agent_login_url: '/agent',
  };
  for (const [key, value] of Object.entries(values)) await q.query('INSERT INTO site_config(key, value) VALUES ($1, $2)', [key, value]);
}

async function seedGames(q: Queryable) {
  for (const [i, v] of SEED.venues.entries()) {
    await q.query('INSERT INTO venues(code, name, category_id, logo, state, sort) VALUES ($1, $2, $3, $4, 1, $5)', [
      v.code,
      v.name,
      v.category,
      picture.venue(v.code),
      i,
    ]);
    for (const [j, e] of v.entries.entries()) {
      await q.query(
        'INSERT INTO game_entries(venue_code, name, category_id, game_code, pic, app_state, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [v.code, e.name, v.category, e.game_code, picture.venue(v.code), e.app_state, i * 10 + j],
      );
    }
  }
  for (const [tab, games] of Object.entries(SEED.conciseTabs)) {
    for (const [i, g] of games.entries()) {
      await q.query('INSERT INTO concise_games(tab, gamename, gamecode, gamepic, sort) VALUES ($1, $2, $3, $4, $5)', [
        tab,
        g.gamename,
        g.gamecode,
        picture.game(tab, g.gamecode),
        i,
      ]);
    }
  }
}

async function seedPromotions(q: Queryable) {
  for (const [i] of SEED.banners.entries()) {
    await q.query('INSERT INTO banners(type, pic, url, sort) VALUES (2, $1, $2, $3)', [picture.banner(i + 1), SEED.banners[i].url, i]);
  }
  for (const text of SEED.notices) await q.query('INSERT INTO home_notices(text) VALUES ($1)', [text]);
  const typeIds: number[] = [];
  for (const [i, name] of SEED.activityTypes.entries()) {
    const { rows } = await q.query<{ id: number }>('INSERT INTO activity_types(name, sort) VALUES ($1, $2) RETURNING id', [name, i]);
    typeIds.push(rows[0].id);
  }
  for (const [i, a] of SEED.activities.entries()) {
    await q.query('INSERT INTO activities(type, title, entitle, banner, content, memo, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      typeIds[a.type - 1],
      a.title,
      a.entitle,
      picture.activity(i + 1),
      a.content,
      a.memo,
      i,
    ]);
  }
}

async function seedVipLevels(q: Queryable) {
  for (const v of SEED.vip) {
    await q.query(
      `INSERT INTO vip_levels(level, name, recharge, flow, realperson, sport, e_sport, joker, electron, lottery, icon)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        v.level,
        `VIP${v.level}`,
        v.recharge * FEN_PER_YUAN,
        v.flow * FEN_PER_YUAN,
        v.realperson,
        v.sport,
        v.e_sport,
        v.joker,
        v.electron,
        v.lottery,
        picture.vip(v.level),
      ],
    );
  }
}
