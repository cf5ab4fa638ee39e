import type { HelpArticleType } from '@h5/routing';
import { Screen } from '@h5/ui-kit';
import { ArticleBody } from '../components/article/article-body';
import { messages } from '../messages';
import type { ArticleState } from '../components/article/use-article';
import type { LinkProps } from '../components/link-props';

export interface HelpArticleViewProps {
  type: HelpArticleType;
  state: ArticleState;
  html: string;
  onRetry: () => void;
  onBack: () => void;
  /** 人工客服 under the article (/kefu). */
  serviceLink: LinkProps;
}

/** /boutBallBetInfo?type: titled by type; the service link only once content exists. */
export function HelpArticleView({ type, state, html, onRetry, onBack, serviceLink }: HelpArticleViewProps) {
  return (
    <Screen title={messages.help.entries[type]} onBack={onBack}>
      <ArticleBody state={state} html={html} onRetry={onRetry} serviceLink={serviceLink} />
    </Screen>
  );
}
