/** What of a receiving channel (payinfo's `cardlist` for a non-bank way) says where to pay. */
export interface PayChannelTarget {
  mch_id: string;
  content: string;
}

/** A link a wallet or payment app opens (wxp://…, https://qr.alipay.com/…, alipays://…). */
const LINK = /^[a-z][a-z0-9+.-]*:\S+$/i;

/**
 * What the player pays to, for the QR /payInfo draws and the picture the server draws for the
 * site's old client (docs/api.md "payinfo"): the USDT receiving address;
 * for WeChat and Alipay the channel's payment link or account (`mch_id`), or the channel's
 * content when the operator wrote the link there. null when there is nothing to pay to.
 */
export function payTarget(kind: string, channel: PayChannelTarget | null): string | null {
  if (!channel) return null;
  const account = channel.mch_id.trim();
  if (kind === 'usdtpay') return account || null;
  const content = channel.content.trim();
  if (LINK.test(content)) return content;
  return account || null;
}
