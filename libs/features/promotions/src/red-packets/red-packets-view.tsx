import type { RedPacketInfo } from '@h5/api-contract';
import { CASHIER_MESSAGES, GUARD_MESSAGES, RED_PACKET_RULES, redPacketRuleRow, remainingGrabs } from '@h5/domain';
import {
  Amount,
  Button,
  Card,
  DataTable,
  DescriptionList,
  Dialog,
  EmptyState,
  InlineAlert,
  Screen,
  Section,
  Skeleton,
  Text,
  TouchLink,
} from '@h5/ui-kit';
import { RuleList } from '../components/rule-list';
import { messages } from '../messages';
import type { RedPacketsPopup } from './use-red-packets';

export interface RedPacketsViewProps {
  /** redpacket_switch is 0. */
  closed: boolean;
  waiting: boolean;
  info: RedPacketInfo | undefined;
  failed: boolean;
  onRetry: () => void;
  grabbing: boolean;
  onGrab: () => void;
  popup: RedPacketsPopup | null;
  onClosePopup: () => void;
  onRecharge: () => void;
  onRecords: () => void;
  onBack: () => void;
}

function Popup({ popup, onClose, onRecharge }: { popup: RedPacketsPopup; onClose: () => void; onRecharge: () => void }) {
  const ok = { label: messages.hongbao.ok, onClick: onClose };
  switch (popup.kind) {
    case 'won':
      return (
        <Dialog title={messages.hongbao.won} confirm={ok} onClose={onClose}>
          <Text $align="center">
            <Amount fen={popup.fen} size="xl" tone="danger" />
          </Text>
        </Dialog>
      );
    case 'insufficient':
      return (
        <Dialog
          confirm={{ label: messages.hongbao.rechargeNow, onClick: onRecharge }}
          cancel={{ label: messages.hongbao.close, onClick: onClose }}
          onClose={onClose}
        >
          {CASHIER_MESSAGES.redPacketNotEligible}
        </Dialog>
      );
    case 'notStarted':
      return (
        <Dialog confirm={ok} onClose={onClose}>
          {messages.hongbao.notStarted}
        </Dialog>
      );
    case 'ended':
      return (
        <Dialog confirm={ok} onClose={onClose}>
          {messages.hongbao.ended}
        </Dialog>
      );
    case 'failed':
      return (
        <Dialog confirm={ok} onClose={onClose}>
          {popup.message}
        </Dialog>
      );
  }
}

/** /hongbao (抢红包). */
export function RedPacketsView(props: RedPacketsViewProps) {
  const { closed, waiting, info, failed, onRetry, grabbing, onGrab, popup, onClosePopup, onRecharge, onRecords, onBack } = props;
  return (
    <Screen
      title={messages.hongbao.title}
      onBack={onBack}
      right={
        // A text action in the bar, as small as the bar's other controls.
        <TouchLink as="button" type="button" $size="sm" $nowrap $padding={[0, 'xs']} onClick={onRecords}>
          {messages.hongbao.toWelfare}
        </TouchLink>
      }
    >
      {closed ? (
        <InlineAlert tone="danger">{GUARD_MESSAGES.redPacketClosed}</InlineAlert>
      ) : failed ? (
        <EmptyState variant="error" onRetry={onRetry} />
      ) : waiting || !info ? (
        <>
          <Skeleton height={72} />
          <Skeleton height={44} />
          <Skeleton lines={6} />
        </>
      ) : (
        <>
          <Card>
            <DescriptionList
              columns={3}
              gap="xs"
              figures
              centered
              items={[
                { key: 'remaining', term: messages.hongbao.remaining, detail: remainingGrabs(info.sendnums) },
                { key: 'acquired', term: messages.hongbao.acquired, detail: remainingGrabs(info.acquirednum) },
                { key: 'max', term: messages.hongbao.maxTimes, detail: remainingGrabs(info.max_times) },
              ]}
            />
          </Card>
          <Button block loading={grabbing} onClick={onGrab}>
            {messages.hongbao.grab}
          </Button>
          {info.rules.length > 0 && (
            <Section title={messages.hongbao.ruleTable}>
              <DataTable $size="xs" $cellPadding="xs">
                <thead>
                  <tr>
                    <th scope="col">{messages.hongbao.period}</th>
                    <th scope="col">{messages.hongbao.cumulativeRecharge}</th>
                    <th scope="col">{messages.hongbao.packetCount}</th>
                  </tr>
                </thead>
                <tbody>
                  {info.rules.map((rule, i) => {
                    const row = redPacketRuleRow(rule);
                    return (
                      <tr key={i}>
                        <td>{row.period}</td>
                        <td>
                          <span>{row.from}</span> - <span>{row.to}</span>
                        </td>
                        <td>{row.count}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </DataTable>
            </Section>
          )}
          <Section title={messages.hongbao.ruleText}>
            <RuleList rules={RED_PACKET_RULES} />
          </Section>
        </>
      )}
      {popup && <Popup popup={popup} onClose={onClosePopup} onRecharge={onRecharge} />}
    </Screen>
  );
}
