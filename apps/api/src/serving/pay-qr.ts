import { payTarget } from '@h5/domain';
import { SERVING_MESSAGES } from './messages';
import { Code } from '../http/envelope';
import { findChannel } from '../money/pay-channels';
import { drawPayQr, PAY_QR_MAX_TEXT, payQrHash } from '../money/pay-qr';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** The channels a QR is drawn for, with payinfo's page kind (what payTarget reads). */
export const QR_CHANNEL_KINDS: Readonly<Record<string, string>> = {
  'usdt-trc20': 'usdtpay',
  'usdt-erc20': 'usdtpay',
  wechat: 'wxpay',
  alipay: 'alipay',
};
const FILE = /^([0-9a-f]{16})\.png$/;
/** Named by what it says: the same address always shows the same picture. */
const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /pictures/pay-qr/<channel>/<hash>.png: the QR of what the player pays to through that
 * channel now, the picture `payinfo` names in `payimg` for the site's old client (docs/api.md).
 * Drawn on request (a few milliseconds) from the channel's row, so every instance answers the
 * same without shared files; a hash that is not the channel's current target is 404, so the
 * address cannot be used to draw arbitrary codes.
 */
export function registerPayQr(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { code: string; file: string } }>('/pictures/pay-qr/:code/:file', async (request, reply) => {
    const { code, file } = request.params;
    const hash = FILE.exec(file)?.[1];
    const kind = Object.hasOwn(QR_CHANNEL_KINDS, code) ? QR_CHANNEL_KINDS[code] : undefined;
    const channel = hash && kind ? await findChannel(ctx.db, code) : undefined;
    const target = channel && kind ? payTarget(kind, channel) : null;
    if (!target || target.length > PAY_QR_MAX_TEXT || payQrHash(target) !== hash) {
      return reply.code(404).send({ code: Code.noSuchPath, message: SERVING_MESSAGES.fileNotFound, data: [] });
    }
    return reply.header('content-type', 'image/png').header('cache-control', LONG_CACHE).send(drawPayQr(target));
  });
}
