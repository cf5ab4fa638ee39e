import { payTarget, usdtEquivalent } from '@h5/domain';
import { idempotencyKeyOf } from './account-security';
import { confirmedWithdrawal } from '../accounts/account-security';
import { absoluteUrl, publicBase } from '../content/public-url';
import { BizError, Code, ok } from '../http/envelope';
import { field, memberPost } from '../http/route-kit';
import { formatDateTime } from '../http/time';
import { positiveId, requireYuan, yuan, yuanText } from '../money/amounts';
import { dateWindow } from '../money/date-window';
import { askDeposit, findMemberDeposit } from '../money/deposits';
import { withIdempotency } from '../money/idempotency';
import { MONEY_LABELS, MONEY_MESSAGES } from '../money/messages';
import { pageParams, paginator } from '../money/paginate';
import { findChannel, payWaysOpen, receivingAccounts, requireDepositRange, type PayChannel } from '../money/pay-channels';
import { PAY_QR_MAX_TEXT, payQrPath } from '../money/pay-qr';
import { transactionRecords } from '../money/records';
import { hundredths, moneyConfig } from '../money/site-config';
import { requireCardNumber, requireName, requirePlace, requireText } from '../money/text';
import { turnoverSinceLastWithdrawal, wageringStatus } from '../money/turnover';
import { adapterFor } from '../money/wallet';
import { checkPayPassword, requestWithdrawal } from '../money/withdrawals';
import { depositGate } from '../protection/enforce';
import { secretGuard } from '../security/guards';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

type PayType = 'bank' | 'usdt' | 'wxpay' | 'alipay';
/** Deposits made on the VipPay page (routes/vippay.ts) are read back here too. */
type DepositWay = PayType | 'vippay';

const channelCode = (paytype: DepositWay, catepay: unknown): string =>
  paytype === 'bank'
    ? 'bank'
    : paytype === 'wxpay'
      ? 'wechat'
      : paytype === 'alipay'
        ? 'alipay'
        : paytype === 'vippay'
          ? 'vippay'
          : catepay === 'ERC20'
            ? 'usdt-erc20'
            : 'usdt-trc20';

const PAGE_KIND: Record<DepositWay, string> = { bank: 'bankpay', usdt: 'usdtpay', wxpay: 'wxpay', alipay: 'alipay', vippay: 'vippay' };

/**
 * `cardlist.payimg`: the operator's uploaded picture, else the QR the server draws of what the
 * player pays to (serving/pay-qr.ts), as an absolute address: the site's old client shows
 * `payimg` as its picture, wherever it is served from. '' when there is nothing to pay to.
 */
function payPicture(base: string, code: string, kind: string, c: PayChannel): string {
  if (c.payimg) return absoluteUrl(base, c.payimg);
  const target = payTarget(kind, c);
  return target && target.length <= PAY_QR_MAX_TEXT ? absoluteUrl(base, payQrPath(code, target)) : '';
}

/** Deposits, pay info, withdrawals and their settings. */
export async function registerCashierRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const guard = secretGuard(ctx);
  const channel = (code: string) => findChannel(ctx.db, code);

  app.get('/api/get_pay_way', async () => ok(await payWaysOpen(ctx.db)));

  memberPost(app, ctx, 'getPayRange', async (request) => {
    const c = await channel(String(field(request, 'type')));
    if (!c) throw new BizError(Code.notFound, MONEY_MESSAGES.payWayClosed);
    return ok({ min_price: yuan(c.min_amount), max_price: yuan(c.max_amount) });
  });

  memberPost(app, ctx, 'getpaybank', async () => ok(await receivingAccounts(ctx.db)));

  memberPost(app, ctx, 'recharge', async (request, member) => {
    const body = request.body as Record<string, unknown>;
    const paytype = body['paytype'] as PayType;
    const amount = requireYuan(body['amount']);
    await requireDepositRange(ctx.db, channelCode(paytype, body['catepay']), amount);
    const depositor =
      paytype === 'bank'
        ? {
            bank_owner: requireName(body['bank_owner'], MONEY_MESSAGES.depositorName),
            bank: requireText(body['bank'], MONEY_MESSAGES.depositorBank),
            bank_no: requireCardNumber(body['bank_no'], MONEY_MESSAGES.depositorCard),
            bank_address: requirePlace(body['bank_address'], MONEY_MESSAGES.depositorBranch),
          }
        : { bank_owner: '', bank: '', bank_no: '', bank_address: '' };
    const config = await moneyConfig(ctx.db);
    return withIdempotency(ctx, request, 'recharge', async (q) => {
      const usdt = paytype === 'usdt';
      const no = await askDeposit(
        q,
        {
          userId: member.id,
          paytype,
          catepay: usdt ? (body['catepay'] === 'ERC20' ? 'ERC20' : 'TRC20') : null,
          amount,
          depositor,
          usdtRate: usdt ? config.usdt_rate : null,
        },
        ctx.now(),
        depositGate,
      );
      // The site's clients read the deposit number from `message`.
      return { code: Code.ok, message: no, data: [] };
    });
  });

  memberPost(app, ctx, 'payinfo', async (request, member) => {
    const d = await findMemberDeposit(ctx.db, String(field(request, 'deposit_no')), member.id);
    const info: Record<string, unknown> = {
      out_trade_no: d.order_no,
      amount: yuan(d.amount),
      created_at: formatDateTime(d.created_at),
      paytype: MONEY_LABELS[d.paytype],
    };
    if (d.paytype === 'usdt' && d.usdt_rate) {
      const rate = hundredths(String(d.usdt_rate));
      info['catepay'] = d.catepay;
      info['usdtrate'] = yuanText(rate);
      // The deposit's equivalent by @h5/domain's rule, as /recharge showed it; left out without a usable rate.
      const equivalent = usdtEquivalent(Number(d.amount), String(d.usdt_rate));
      if (equivalent !== null) info['real_money'] = equivalent;
    }
    // The site's shapes: bank lists the receiving accounts; every other way reads one
    // channel object (`cardlist.mch_id`), null when the way has no channel configured.
    let cardlist: unknown;
    if (d.paytype === 'bank') cardlist = await receivingAccounts(ctx.db);
    else {
      const code = channelCode(d.paytype, d.catepay);
      const c = await channel(code);
      cardlist = c
        ? { mch_id: c.mch_id, content: c.content, payimg: payPicture(publicBase(ctx.config, request), code, PAGE_KIND[d.paytype], c) }
        : null;
    }
    return { code: Code.ok, message: PAGE_KIND[d.paytype], data: { deposit_no: d.order_no, info, cardlist } };
  });

  memberPost(app, ctx, 'getBetAmount', async (_request, member) => {
    const config = await moneyConfig(ctx.db);
    const status = wageringStatus(await turnoverSinceLastWithdrawal(ctx.db, member.id), hundredths(config.withdraw_fee));
    // bet_amount is the site's field; the requirement and what is still owed are this server's addition.
    return ok({ bet_amount: yuan(status.done), bet_required: yuan(status.required), bet_owed: yuan(status.owed) });
  });

  memberPost(app, ctx, 'withdraw', async (request, member) => {
    const amount = requireYuan(field(request, 'amount'), Code.withdrawTooLow);
    const cardId = positiveId(field(request, 'bank'));
    if (!cardId) throw new BizError(Code.notFound, MONEY_MESSAGES.withdrawCardRequired);
    const payPassword = await guard.guess(
      'pay',
      request,
      member.id,
      () => checkPayPassword(ctx.db, member.id, String(field(request, 'password') ?? '')),
      (check) => check !== 'wrong',
    );
    const config = await moneyConfig(ctx.db);
    return withIdempotency(ctx, request, 'withdraw', async (q) => {
      // A member with a passkey or TOTP: this exact amount to this card confirmed, and the card past its wait.
      await confirmedWithdrawal(q, member, { amount, cardId, amountText: yuanText(amount) }, idempotencyKeyOf(request), ctx.now());
      await requestWithdrawal(q, { userId: member.id, amount, cardId, payPassword }, config, ctx.now());
      return ok([], MONEY_MESSAGES.withdrawOk);
    });
  });

  memberPost(app, ctx, 'betrecord', async (request, member) => {
    const { page, perPage } = pageParams(field(request, 'page'), field(request, 'pagesize'));
    const { from, to } = dateWindow(field(request, 'date'), ctx.now());
    const venue = String(field(request, 'api_type') ?? '') || undefined;
    const { rows, total } = await adapterFor(venue ?? '').betRecords(ctx.db, { userId: member.id, venue, from, to, page, perPage });
    const data = rows.map((b) => ({
      bet_id: b.bet_id,
      bet_amount: yuan(b.bet_amount),
      valid_amount: yuan(b.valid_amount),
      win_loss: yuan(b.win_loss),
      Code: b.venue_name,
      platform_type: b.venue_code,
      status: Number(b.status),
      created_at: formatDateTime(b.created_at),
      bet_time: formatDateTime(b.created_at),
    }));
    return ok(paginator(data, total, page, perPage));
  });

  memberPost(app, ctx, 'gettransrecord', async (request, member) => {
    const { page, perPage } = pageParams(field(request, 'page'), field(request, 'pagesize'));
    const { from, to } = dateWindow(field(request, 'date'), ctx.now());
    const type = Number(field(request, 'type'));
    return ok(
      await transactionRecords(ctx.db, member.id, { type, from, to, venue: String(field(request, 'api_type') ?? ''), page, perPage }),
    );
  });
}
