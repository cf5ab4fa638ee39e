import type { ExclusionDuration } from '@h5/api-contract';
import { Button, Grid, Section, Stack, Text } from '@h5/ui-kit';
import { messages } from '../messages';

const text = messages.responsibleGaming.exclusion;
/** Texts are read when rendering (a table filled at load would keep the language it loaded in). */
const GROUPS: ReadonlyArray<{ label: () => string; choice: (period: string) => string; durations: readonly ExclusionDuration[] }> = [
  { label: () => text.timeoutLabel, choice: (period) => text.timeoutFor(period), durations: ['24h', '7d', '30d'] },
  { label: () => text.exclusionLabel, choice: (period) => text.exclusionFor(period), durations: ['6m', '1y', '5y'] },
];

/** Time-out and self-exclusion: each length a button; the model asks for confirmation first. */
export function ExclusionSection({ onExclude }: { onExclude: (duration: ExclusionDuration) => void }) {
  return (
    <Section title={text.title}>
      <Text $tone="secondary" $size="sm">
        {text.hint}
      </Text>
      {GROUPS.map((g) => (
        <Stack $spaceAbove="sm" $gap="xs" key={g.durations[0]} role="group" aria-label={g.label()}>
          <Text as="h3" $size="sm" $weight="medium">
            {g.label()}
          </Text>
          <Grid $columns={3} $gap="sm">
            {g.durations.map((d) => (
              <Button key={d} variant="ghost" aria-haspopup="dialog" aria-label={g.choice(text.durations[d])} onClick={() => onExclude(d)}>
                {text.durations[d]}
              </Button>
            ))}
          </Grid>
        </Stack>
      ))}
    </Section>
  );
}
