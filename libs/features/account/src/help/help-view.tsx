import styled from 'styled-components';
import { HELP_ARTICLE_TYPES, links } from '@h5/routing';
import { Card, Screen } from '@h5/ui-kit';
import { EntryList } from '../components/entry-list';
import { HumanServiceLink } from '../components/human-service-link';
import { messages } from '../messages';

// Built when rendering, not when this module loads: the texts are then in the chosen language,
// which is written onto the messages after the module has loaded (docs/i18n.md).
const entries = () => HELP_ARTICLE_TYPES.map((type) => ({ to: links.boutBallBetInfo(type), label: messages.help.entries[type] }));

const Greeting = styled(Card)`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** /boutBallBet (帮助中心): greeting, the seven entries 7, 1, 2, 3, 4, 5, 8, human service. */
export function HelpView({ onBack }: { onBack: () => void }) {
  return (
    <Screen title={messages.help.title} onBack={onBack}>
      <Greeting>{messages.help.greeting}</Greeting>
      <EntryList entries={entries()} label={messages.help.title} />
      <HumanServiceLink />
    </Screen>
  );
}
