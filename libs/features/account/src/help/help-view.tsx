import { HELP_ARTICLE_TYPES, type HelpArticleType } from '@h5/routing';
import { Card, Screen, Text } from '@h5/ui-kit';
import { EntryList } from '../components/entry-list';
import { HumanServiceLink } from '../components/human-service-link';
import { messages } from '../messages';
import type { LinkProps } from '../components/link-props';

export interface HelpViewProps {
  onBack: () => void;
  /** An entry's article (/boutBallBetInfo?type=…). */
  entryLink: (type: HelpArticleType) => LinkProps;
  /** 人工客服 (/kefu). */
  serviceLink: LinkProps;
}

/** /boutBallBet (帮助中心): greeting, the seven entries 7, 1, 2, 3, 4, 5, 8, human service. */
export function HelpView({ onBack, entryLink, serviceLink }: HelpViewProps) {
  // Labels read when rendering: they are then in the chosen language (docs/i18n.md).
  const entries = HELP_ARTICLE_TYPES.map((type) => ({ key: String(type), label: messages.help.entries[type], link: entryLink(type) }));
  return (
    <Screen title={messages.help.title} onBack={onBack}>
      <Card>
        <Text $size="lg" $weight="bold" $tone="default">
          {messages.help.greeting}
        </Text>
      </Card>
      <EntryList entries={entries} label={messages.help.title} />
      <HumanServiceLink link={serviceLink} />
    </Screen>
  );
}
