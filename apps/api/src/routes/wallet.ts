import { destinationText, idempotencyKeyOf } from './account-security';
import { confirmedBinding } from '../accounts/account-security';
import { verifyPassword } from '../auth/passwords';
import { BizError, Code, ok } from '../http/envelope';
import { field, memberPost, publicPost } from '../http/route-kit';
import { positiveId, requireWholeYuan, yuan } from '../money/amounts';
import { bindCard, deleteCard, listBanks, listCards, readCard, requirePayPasswordSet } from '../money/cards';
import { balanceListOf, venueRows } from '../money/figures';
import { withIdempotency } from '../money/idempotency';
import { lockMember } from '../money/ledger';
import { MONEY_MESSAGES } from '../money/messages';
import { moneyConfig } from '../money/site-config';
import { CENTRAL, lockMemberForVenue, recallAll, setAutoTransfer, transferIntoVenue, transferOutOfVenue } from '../money/wallet';
import { secretGuard } from '../security/guards';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

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
      await setAutoTransfer(q, member.id, flag);
      return ok([], MONEY_MESSAGES.transferStatusOk);
    });
  });

  memberPost(app, ctx, 'getcard', async (request, member) => {
    const kind = Number(field(request, 'type')) === 1 ? 'bank' : 'usdt';
    return ok(await listCards(ctx.db, member.id, kind, await moneyConfig(ctx.db)));
  });

  memberPost(app, ctx, 'bindcard', async (request, member) => {
    const card = await readCard(ctx.db, request.body as Record<string, unknown>);
    const hash = await requirePayPasswordSet(ctx.db, member.id);
    // The site never checked the pay password here; a stolen session must not add a payout card
    // (nor guess the pay password here at full speed: the secret throttle counts it).
    const right = await guard.guess(
      'pay',
      request,
      member.id,
      () => verifyPassword(String(field(request, 'pay_pass')), hash),
      (matched) => matched,
    );
    if (!right) throw new BizError(Code.payPassword, MONEY_MESSAGES.payPasswordWrong);
    const at = ctx.now();
    await bindCard(ctx.db, member.id, card, at, (q) =>
      confirmedBinding(q, member, destinationText(card.bank_no), idempotencyKeyOf(request), at),
    );
    return ok([], MONEY_MESSAGES.bindOk);
  });

  memberPost(app, ctx, 'delcard', async (request, member) => {
    await deleteCard(ctx.db, member.id, positiveId(field(request, 'id')));
    return ok([], MONEY_MESSAGES.unbindOk);
  });

  publicPost(app, 'banklist', async () => ok(await listBanks(ctx.db)));
}
