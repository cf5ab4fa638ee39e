import styled from 'styled-components';
import type { ExclusionDuration } from '@h5/api-contract';
import { Button, Grid, Section, Stack } from '@h5/ui-kit';
import { messages } from '../messages';

const text = messages.responsibleGaming.exclusion;
/** Texts are read when rendering (a table filled at load would keep the language it loaded in). */
const GROUPS: ReadonlyArray<{ label: () => string; choice: (period: string) => string; durations: readonly ExclusionDuration[] }> = [
  { label: () => text.timeoutLabel, choice: (period) => text.timeoutFor(period), durations: ['24h', '7d', '30d'] },
  { label: () => text.exclusionLabel, choice: (period) => text.exclusionFor(period), durations: ['6m', '1y', '5y'] },
];

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  line-height: 1.5;
`;

const GroupName = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Time-out and self-exclusion: each length a button; the model asks for confirmation first. */
export function ExclusionSection({ onExclude }: { onExclude: (duration: ExclusionDuration) => void }) {
  return (
    <Section title={text.title}>
      <Hint>{text.hint}</Hint>
      {GROUPS.map((g) => (
        <Stack $spaceAbove="sm" key={g.durations[0]} role="group" aria-label={g.label()}>
          <GroupName>{g.label()}</GroupName>
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
