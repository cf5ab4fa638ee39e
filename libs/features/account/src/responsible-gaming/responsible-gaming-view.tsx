import type { ExclusionDuration, LimitPeriod, ProtectionOverview, RealityMinutes, StatementMonth } from '@h5/api-contract';
import { Card, EmptyState, Grid, Screen, Section, Skeleton, Tabs, Text } from '@h5/ui-kit';
import { ExclusionSection } from './exclusion-section';
import { LimitsSection } from './limits-section';
import { StatementSection } from './statement-section';
import { messages } from '../messages';

const text = messages.responsibleGaming;
const REALITY: readonly RealityMinutes[] = [0, 15, 30, 60];

export interface ResponsibleGamingViewProps {
  onBack: () => void;
  state: 'loading' | 'error' | 'ready';
  overview: ProtectionOverview | null;
  /** The statement's months, newest first; null while they load. */
  months: StatementMonth[] | null;
  period: LimitPeriod;
  amount: string;
  /** The amount field's message. */
  error: string | null;
  /** The server's refusal of the limit form. */
  refusal: string | null;
  saving: boolean;
  onRetry: () => void;
  onPeriod: (period: LimitPeriod) => void;
  onAmount: (amount: string) => void;
  onSaveLimit: () => void;
  onRemoveLimit: () => void;
  onReality: (minutes: RealityMinutes) => void;
  onExclude: (duration: ExclusionDuration) => void;
}

/** A lead under a title: a step (sm) above what it introduces. */
const hint = (words: string) => (
  <Text $tone="secondary" $size="sm" $leading="normal" $padding={[0, 0, 'sm']}>
    {words}
  </Text>
);

/** /responsibleGaming as the player sees it, drawn from props only (its stories show each state). */
export function ResponsibleGamingView(props: ResponsibleGamingViewProps) {
  const { onBack, state, overview } = props;
  return (
    <Screen title={text.title} onBack={onBack}>
      {state === 'loading' && (
        <Grid $columns={1} $gap="md" $padding="md" aria-busy="true">
          <Skeleton lines={4} />
          <Skeleton lines={3} />
        </Grid>
      )}
      {state === 'error' && (
        <Card>
          <EmptyState variant="error" text={text.loadFailed} onRetry={props.onRetry} />
        </Card>
      )}
      {state === 'ready' && overview && (
        <Grid $columns={1} $gap="md" $padding="md">
          {hint(text.intro)}
          <LimitsSection
            limits={overview.limits}
            period={props.period}
            amount={props.amount}
            error={props.error}
            refusal={props.refusal}
            saving={props.saving}
            onPeriod={props.onPeriod}
            onAmount={props.onAmount}
            onSave={props.onSaveLimit}
            onRemove={props.onRemoveLimit}
          />
          <Section title={text.reality.title}>
            {hint(text.reality.hint)}
            <Tabs
              items={REALITY.map((m) => ({ key: String(m), title: text.reality.options[m] }))}
              activeKey={String(overview.reality_minutes)}
              onChange={(key) => props.onReality(Number(key) as RealityMinutes)}
              stretch
            />
          </Section>
          <ExclusionSection onExclude={props.onExclude} />
          <StatementSection months={props.months} />
        </Grid>
      )}
    </Screen>
  );
}
