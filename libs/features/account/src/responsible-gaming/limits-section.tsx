import type { DepositLimit, LimitPeriod } from '@h5/api-contract';
import { formatMoney, parseSignedYuan } from '@h5/domain';
import { Amount, Button, DetailRows, Grid, Inline, InlineAlert, Section, Stack, Tabs, Text, TextField } from '@h5/ui-kit';
import { messages } from '../messages';

const text = messages.responsibleGaming.limits;
const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

export interface LimitsSectionProps {
  limits: DepositLimit[];
  period: LimitPeriod;
  amount: string;
  error: string | null;
  refusal: string | null;
  saving: boolean;
  onPeriod: (period: LimitPeriod) => void;
  onAmount: (amount: string) => void;
  onSave: () => void;
  onRemove: () => void;
}

const fen = (yuan: string | null) => (yuan === null ? null : parseSignedYuan(yuan));
const money = (yuan: string | null) => <Amount fen={fen(yuan)} size="sm" />;

function pendingText(l: DepositLimit): string | null {
  if (!l.pending) return null;
  if (l.pending.amount === null) return text.pendingRemove(l.pending.at);
  // The screen's one money format (¥1,000.00), as the limits above it read.
  const raised = fen(l.pending.amount);
  return text.pendingRaise(raised === null ? `¥${l.pending.amount}` : formatMoney(raised), l.pending.at);
}

/** What a limit is, what it has used and left, and a change waiting for its time. */
function LimitFigures({ limit: l }: { limit: DepositLimit }) {
  const pending = pendingText(l);
  return (
    <Stack $gap="xs">
      <Text as="div" $tone="secondary">
        <Inline $wrap $gap="md">
          {l.amount === null ? <span>{text.none}</span> : money(l.amount)}
          {l.left !== null && (
            <Inline as="span" $inline $align="stretch" $gap="xxs">
              {text.used}
              {money(l.used)}
            </Inline>
          )}
          {l.left !== null && (
            <Inline as="span" $inline $align="stretch" $gap="xxs">
              {text.left}
              {money(l.left)}
            </Inline>
          )}
        </Inline>
      </Text>
      {pending && (
        <Text as="span" $tone="warning">
          {pending}
        </Text>
      )}
    </Stack>
  );
}

/** The three limits as they stand (what each leaves, a pending change with its time) and the form that sets one. */
export function LimitsSection(p: LimitsSectionProps) {
  return (
    <Section title={text.title}>
      <Stack $gap="md">
        {/* The names' column is as wide as the longest name and at least 3em (每日/每周/每月):
            "Monthly", "Semanal", "รายสัปดาห์" fit (docs/i18n.md). */}
        <DetailRows
          termColumn
          divided
          rows={p.limits.map((l) => ({
            key: l.period,
            testId: `limit-${l.period}`,
            term: (
              <Text as="span" $tone="default" $weight="medium">
                {text.periods[l.period]}
              </Text>
            ),
            detail: <LimitFigures limit={l} />,
          }))}
        />
        <form
          noValidate
          aria-label={text.title}
          onSubmit={(event) => {
            event.preventDefault();
            p.onSave();
          }}
        >
          <Tabs items={PERIODS.map((key) => ({ key, title: text.periods[key] }))} activeKey={p.period} onChange={p.onPeriod} stretch />
          <TextField
            label={text.amountLabel(text.periods[p.period])}
            placeholder={text.amountPlaceholder}
            inputMode="decimal"
            maxLength={12}
            value={p.amount}
            error={p.error}
            onChange={(event) => p.onAmount(event.target.value)}
          />
          {/* What follows it (the refusal, the buttons) keeps a larger space above itself. */}
          <Text $spaceAbove="sm" $tone="secondary" $size="xs">
            {text.rule}
          </Text>
          {p.refusal && <InlineAlert>{p.refusal}</InlineAlert>}
          <Grid $columns={2} $gap="sm" $spaceAbove="md">
            <Button type="button" variant="ghost" onClick={p.onRemove} disabled={p.saving}>
              {text.remove}
            </Button>
            <Button type="submit" loading={p.saving}>
              {text.save}
            </Button>
          </Grid>
        </form>
      </Stack>
    </Section>
  );
}
