import styled from 'styled-components';
import type { DepositLimit, LimitPeriod } from '@h5/api-contract';
import { formatMoney, parseSignedYuan } from '@h5/domain';
import { Amount, Button, Grid, Inline, InlineAlert, Section, Tabs, Text, TextField } from '@h5/ui-kit';
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

/**
 * The names' column is as wide as the longest name and at least 3em (每日/每周/每月 as before):
 * "Monthly", "Semanal", "รายสัปดาห์" fit (docs/i18n.md). The rows share it through subgrid.
 */
const Rows = styled.ul`
  display: grid;
  grid-template-columns: minmax(3em, max-content) minmax(0, 1fr);
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: 0;
`;

const Row = styled.li`
  display: grid;
  grid-column: 1 / -1;
  /* Without subgrid (Chrome < 117, Safari < 16) each row sizes its own name. */
  grid-template-columns: minmax(3em, max-content) minmax(0, 1fr);
  @supports (grid-template-columns: subgrid) {
    grid-template-columns: subgrid;
  }
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Details = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Pending = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.warning};
`;

const fen = (yuan: string | null) => (yuan === null ? null : parseSignedYuan(yuan));
const money = (yuan: string | null) => <Amount fen={fen(yuan)} size="sm" />;

function pendingText(l: DepositLimit): string | null {
  if (!l.pending) return null;
  if (l.pending.amount === null) return text.pendingRemove(l.pending.at);
  // The screen's one money format (¥1,000.00), as the limits above it read.
  const raised = fen(l.pending.amount);
  return text.pendingRaise(raised === null ? `¥${l.pending.amount}` : formatMoney(raised), l.pending.at);
}

/** The three limits as they stand (what each leaves, a pending change with its time) and the form that sets one. */
export function LimitsSection(p: LimitsSectionProps) {
  return (
    <Section title={text.title}>
      <Rows>
        {p.limits.map((l) => (
          <Row key={l.period} data-testid={`limit-${l.period}`}>
            <Text as="span" $weight="medium">
              {text.periods[l.period]}
            </Text>
            <Details>
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
            </Details>
            {l.pending && <Pending>{pendingText(l)}</Pending>}
          </Row>
        ))}
      </Rows>
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
    </Section>
  );
}
