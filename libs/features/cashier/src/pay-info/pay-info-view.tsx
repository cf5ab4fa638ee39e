import styled from 'styled-components';
import { isDrawnPayQr, type PayChannel, type PayInfoData } from '@h5/api-contract';
import { parseYuan, payTarget } from '@h5/domain';
import { ServiceNote } from '@h5/feature-kit';
import {
  Amount,
  Button,
  Card,
  CopyButton,
  Countdown,
  DetailRows,
  EmptyState,
  Grid,
  Inline,
  Screen,
  Skeleton,
  Stack,
  Text,
} from '@h5/ui-kit';
import { messages } from '../messages';
import { downloadLink, QrCode, saveQrPicture } from './qr-code';

export interface PayInfoViewProps {
  /** undefined while loading. */
  data: (PayInfoData & { kind: string }) | undefined;
  /** The moment the countdown ends (epoch ms); undefined while loading. */
  deadline: number | undefined;
  failed: boolean;
  onRetry: () => void;
  /** Clock for the countdown (stories and tests pin it). */
  now?: () => number;
  onDone: () => void;
  onBack: () => void;
}

const Picture = styled.img`
  display: block;
  width: 180px;
  height: 180px;
  margin: 0 auto;
  object-fit: contain;
`;

/** A link the phone hands to the payment app itself (not wxp://, which only a scanner reads). */
const OPENS_APP = /^(https?|alipays|alipay|weixin):\/\//i;

/**
 * A phone cannot scan its own screen (WeChat, Alipay): 保存二维码 keeps the code as a picture for the
 * app's scanner, and a link the app opens is offered as 打开{app}付款.
 */
function SaveOrOpen({
  kind,
  target,
  uploaded,
  orderNo,
}: {
  kind: string;
  target: string | null;
  uploaded: string | null;
  orderNo: string;
}) {
  const fileName = `${orderNo}.png`;
  const save = () => (uploaded ? downloadLink(uploaded, fileName) : target && saveQrPicture(target, fileName));
  const app = kind === 'alipay' ? messages.payInfo.alipay : messages.payInfo.wechat;
  if (!uploaded && !target) return null;
  return (
    <Inline $gap="sm" $justify="center" $wrap>
      <Button variant="ghost" onClick={save}>
        {messages.payInfo.saveQr}
      </Button>
      {target && OPENS_APP.test(target) && (
        <Button variant="ghost" onClick={() => window.location.assign(target)}>
          {messages.payInfo.openApp(app)}
        </Button>
      )}
    </Inline>
  );
}

/** A non-bank way's channel is one object (or null); bank deposits answer a list. */
const channelOf = (cardlist: PayInfoData['cardlist']): PayChannel | null => (cardlist && !Array.isArray(cardlist) ? cardlist : null);

function Body({ data, deadline, now }: { data: NonNullable<PayInfoViewProps['data']>; deadline: number; now?: () => number }) {
  const { info } = data;
  const channel = channelOf(data.cardlist);
  const usdt = data.kind === 'usdtpay';
  const target = payTarget(data.kind, channel);
  const uploaded = channel?.payimg && !isDrawnPayQr(channel.payimg) ? channel.payimg : null;
  return (
    <>
      <Card>
        <Stack $align="center" $gap="sm">
          <Text $tone="secondary" $size="sm">
            {messages.payInfo.amount}
          </Text>
          <Amount fen={parseYuan(info.amount)} size="xl" tone="accent" />
          <Text $tone="secondary" $size="sm">
            {messages.payInfo.remaining}
          </Text>
          <Countdown target={deadline} now={now} />
        </Stack>
      </Card>
      <Card>
        <DetailRows
          divided
          rows={[
            // WeChat and Alipay ask 付款时备注订单号: the number is copied, not retyped.
            { term: messages.payInfo.orderNo, detail: data.deposit_no, copy: data.deposit_no, testId: 'pay-order-no' },
            { term: messages.payInfo.time, detail: info.created_at },
            { term: messages.payInfo.way, detail: info.paytype },
            ...(usdt && info.real_money !== undefined
              ? [{ term: messages.payInfo.usdtAmount, detail: `${String(info.real_money)} USDT` }]
              : []),
            ...(usdt && info.catepay ? [{ term: messages.payInfo.protocol, detail: info.catepay }] : []),
          ]}
        />
      </Card>
      {/* The operator's uploaded picture wins; else a QR of what the player pays to, drawn here
          (the server's drawn picture of the same code is for the site's old client). The channel's
          text comes first: it says 请向以下地址转账, so the address and the code follow it. */}
      {(uploaded || target) && (
        <Card data-testid="pay-target">
          <Stack $align="center" $gap="sm">
            {channel?.content && (
              <Text $tone="secondary" $size="sm">
                {channel.content}
              </Text>
            )}
            {usdt && channel && (
              <>
                <Text $tone="secondary" $size="sm">
                  {messages.payInfo.address}
                </Text>
                {/* The address in full (nothing cut off: it breaks anywhere), its copy button beside it. */}
                <Inline as="p" $gap="xs" data-testid="pay-address">
                  <Text as="span" $breakAnywhere>
                    {channel.mch_id}
                  </Text>
                  <CopyButton text={channel.mch_id} />
                </Inline>
              </>
            )}
            {uploaded ? (
              <Picture src={uploaded} alt={messages.payInfo.picture} width={180} height={180} />
            ) : (
              target && <QrCode value={target} label={messages.payInfo.picture} />
            )}
            {!usdt && target && !uploaded && (
              <Inline as="p" $gap="xs">
                <Text as="span" $breakAnywhere>
                  {target}
                </Text>
                <CopyButton text={target} />
              </Inline>
            )}
            {!usdt && <SaveOrOpen kind={data.kind} target={target} uploaded={uploaded} orderNo={data.deposit_no} />}
          </Stack>
        </Card>
      )}
    </>
  );
}

/** /payInfo (存款信息): amount, mm:ss countdown, order, time, way, USDT address, picture. */
export function PayInfoView(props: PayInfoViewProps) {
  let body;
  if (props.failed) body = <EmptyState variant="error" onRetry={props.onRetry} />;
  else if (!props.data || props.deadline === undefined)
    body = (
      <Card>
        <Skeleton lines={6} height={20} />
      </Card>
    );
  else body = <Body data={props.data} deadline={props.deadline} now={props.now} />;
  return (
    <Screen title={messages.payInfo.title} onBack={props.onBack}>
      {body}
      <Grid $columns={2} $gap="md">
        <Button onClick={props.onDone}>{messages.payInfo.complete}</Button>
        <Button variant="ghost" onClick={props.onDone}>
          {messages.payInfo.details}
        </Button>
      </Grid>
      <ServiceNote lead={messages.payInfo.serviceLead} linkText={messages.customerService} tail={messages.payInfo.serviceTail} />
    </Screen>
  );
}
