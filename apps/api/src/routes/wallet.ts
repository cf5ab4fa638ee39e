import { verifyPassword } from '../auth/passwords';
import { BizError, Code, ok } from '../http/envelope';
import { field, memberPost, publicPost } from '../http/route-kit';
import { positiveId, requireWholeYuan, yuan } from '../money/amounts';
import { balanceListOf, venueRows } from '../money/figures';
import { withIdempotency } from '../money/idempotency';
import { lockMember } from '../money/ledger';
import { MONEY_MESSAGES } from '../money/messages';
import { moneyConfig } from '../money/site-config';
import { badge, isUsdtAddress, requireCardNumber, requireName, requirePlace, requireText } from '../money/text';
import { CENTRAL, lockMemberForVenue, recallAll, transferIntoVenue, transferOutOfVenue } from '../money/wallet';
import { secretGuard } from '../security/guards';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const MAX_CARDS_PER_KIND = 5;

/** Venue wallets, transfers, auto-transfer and payout cards. */
export async function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const guard = secretGuard(ctx);
  memberPost(app, ctx, 'balancelist', async (_request, member) => {
    return ok(balanceListOf(await venueRows(ctx.db, member.id)));
  });

  memberPost(app, ctx, 'transfer', async (request, member) => {
    const source = String(field(request, 'sourcetype'));
    const target = String(field(request, 'targettype'));
    if ((source === CENTRAL) === (target === CENTRAL)) throw new BizError(Code.transferFailed, MONEY_MESSAGES.transferSameSide);
    const amount = requireWholeYuan(field(request, 'amount'), Code.invalidParam);
    const venueCode = source === CENTRAL ? target : source;
    return withIdempotency(ctx, request, 'transfer', async (q) => {
      // Every money call locks the member row before a venue row (no lock-order deadlock).
      const venue = await lockMemberForVenue(q, member.id, venueCode, Code.transferFailed);
      const at = ctx.now();
      const balance =
        source === CENTRAL
          ? await transferIntoVenue(q, member.id, venue, amount, at)
          : await transferOutOfVenue(q, member.id, venue, amount, at);
      return ok({ balance: yuan(balance) }, MONEY_MESSAGES.transferOk);
    });
  });

  memberPost(app, ctx, 'transall', async (request, member) =>
    withIdempotency(ctx, request, 'transall', async (q) => {
      await lockMember(q, member.id);
      const total = await recallAll(q, member.id, ctx.now());
      return ok('', total > 0 ? MONEY_MESSAGES.recycleOk : MONEY_MESSAGES.recycleNothing);
    }),
  );

  // Only the flag is written (the site copied the whole request body onto the member).
  memberPost(app, ctx, 'uptransferstatus', async (request, member) => {
    const flag = Number(field(request, 'transferstatus'));
    return withIdempotency(ctx, request, 'uptransferstatus', async (q) => {
      await q.query('UPDATE users SET transferstatus = $2 WHERE id = $1', [member.id, flag]);
      return ok([], MONEY_MESSAGES.transferStatusOk);
    });
  });

  memberPost(app, ctx, 'getcard', async (request, member) => {
    const kind = Number(field(request, 'type')) === 1 ? 'bank' : 'usdt';
    const config = await moneyConfig(ctx.db);
    const { rows } = await ctx.db.query<{
      id: number;
      bank: string;
      bank_no: string;
      bank_owner: string;
      bank_address: string;
      ico: string | null;
    }>(
      `SELECT c.id, c.bank, c.bank_no, c.bank_owner, c.bank_address,
              (SELECT b.ico FROM banks b WHERE b.bank_name = c.bank ORDER BY b.id LIMIT 1) AS ico
         FROM cards c WHERE c.user_id = $1 AND c.kind = $2 ORDER BY c.id`,
      [member.id, kind],
    );
    return ok(
      rows.map((c) => ({
        ...c,
        id: Number(c.id),
        ico: c.ico || badge(c.bank, kind === 'usdt' ? '#26a17b' : '#c8102e'),
        bank_not: c.bank_no.slice(-4),
        usdtrate: config.usdt_rate,
        withdrawusdtrate: config.withdraw_usdt_rate,
      })),
    );
  });

  memberPost(app, ctx, 'bindcard', async (request, member) => {
    const card = await readCard(request.body as Record<string, unknown>, ctx);
    const { rows } = await ctx.db.query<{ pay_password_hash: string | null }>('SELECT pay_password_hash FROM users WHERE id = $1', [
      member.id,
    ]);
    if (!rows[0]?.pay_password_hash) throw new BizError(Code.setPayPasswordFirst, MONEY_MESSAGES.setPayPasswordFirst);
    // The site never checked the pay password here; a stolen session must not add a payout card
    // (nor guess the pay password here at full speed: the secret throttle counts it).
    const hash = rows[0].pay_password_hash;
    if (
      !(await guard.guess(
        'pay',
        request,
        member.id,
        () => verifyPassword(String(field(request, 'pay_pass')), hash),
        (right) => right,
      ))
    ) {
      throw new BizError(Code.payPassword, MONEY_MESSAGES.payPasswordWrong);
    }
    await ctx.db.tx(async (q) => {
      await lockMember(q, member.id);
      const count = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM cards WHERE user_id = $1 AND kind = $2', [
        member.id,
        card.kind,
      ]);
      if (count.rows[0].n >= MAX_CARDS_PER_KIND) {
        throw new BizError(Code.cardLimit, card.kind === 'usdt' ? MONEY_MESSAGES.cardLimitUsdt : MONEY_MESSAGES.cardLimitBank);
      }
      await q.query(
        `INSERT INTO cards (user_id, kind, bank, bank_no, bank_owner, bank_address, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [member.id, card.kind, card.bank, card.bank_no, card.bank_owner, card.bank_address, ctx.now().toISOString()],
      );
    });
    return ok([], MONEY_MESSAGES.bindOk);
  });

  memberPost(app, ctx, 'delcard', async (request, member) => {
    const id = positiveId(field(request, 'id'));
    const { rowCount } = id ? await ctx.db.query('DELETE FROM cards WHERE id = $1 AND user_id = $2', [id, member.id]) : { rowCount: 0 };
    if (rowCount === 0) throw new BizError(Code.notFound, MONEY_MESSAGES.cardNotFound);
    return ok([], MONEY_MESSAGES.unbindOk);
  });

  publicPost(app, 'banklist', async () => {
    const { rows } = await ctx.db.query<{ id: number; bank_name: string; ico: string }>(
      'SELECT id, bank_name, ico FROM banks WHERE state = 1 ORDER BY sort, id',
    );
    return ok(rows.map((b) => ({ id: Number(b.id), bank_name: b.bank_name, ico: b.ico || badge(b.bank_name) })));
  });
}

interface NewCard {
  kind: 'bank' | 'usdt';
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
}

/** Checks what the card means (the schema checked its shape). */
async function readCard(body: Record<string, unknown>, ctx: AppContext): Promise<NewCard> {
  if (body['bank'] === 'USDT') {
    const protocol = body['bank_owner'];
    if (protocol !== 'TRC20' && protocol !== 'ERC20') throw new BizError(Code.invalidParam, MONEY_MESSAGES.protocolInvalid);
    const address = typeof body['bank_no'] === 'string' ? body['bank_no'].trim() : '';
    if (!isUsdtAddress(protocol, address)) throw new BizError(Code.invalidParam, MONEY_MESSAGES.usdtAddressInvalid);
    return { kind: 'usdt', bank: 'USDT', bank_no: address, bank_owner: protocol, bank_address: protocol };
  }
  const bankOwner = requireName(body['bank_owner'], MONEY_MESSAGES.bankOwnerRequired);
  const bank = requireText(body['bank'], MONEY_MESSAGES.bankRequired);
  const known = await ctx.db.query('SELECT 1 FROM banks WHERE bank_name = $1 AND state = 1', [bank]);
  if (known.rows.length === 0) throw new BizError(Code.invalidParam, MONEY_MESSAGES.bankRequired);
  const bankAddress = requirePlace(body['bank_address'], MONEY_MESSAGES.bankAddressRequired);
  const bankNo = requireCardNumber(body['bank_no'], MONEY_MESSAGES.bankNoInvalid);
  return { kind: 'bank', bank, bank_no: bankNo, bank_owner: bankOwner, bank_address: bankAddress };
}
