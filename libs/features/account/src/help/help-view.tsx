import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HELP_ARTICLE_TYPES, links, ROUTES } from '@h5/routing';
import { Card, Screen } from '@h5/ui-kit';
import { EntryList } from '../components/entry-list';
import { messages } from '../messages';

const ENTRIES = HELP_ARTICLE_TYPES.map((type) => ({ to: links.boutBallBetInfo(type), label: messages.helpEntries[type] }));

const Greeting = styled(Card)`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Service = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

/** /boutBallBet (帮助中心): greeting, the seven entries 7, 1, 2, 3, 4, 5, 8, human service. */
export function HelpView({ onBack }: { onBack: () => void }) {
  return (
    <Screen title={messages.helpTitle} onBack={onBack}>
      <Greeting>{messages.helpGreeting}</Greeting>
      <EntryList entries={ENTRIES} label={messages.helpTitle} />
      <Service to={ROUTES.kefu}>{messages.humanService}</Service>
    </Screen>
  );
}
