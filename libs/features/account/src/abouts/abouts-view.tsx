import { Screen } from '@h5/ui-kit';
import { ArticleBody } from '../components/article/article-body';
import type { ArticleState } from '../components/article/use-article';

export interface AboutsViewProps {
  state: ArticleState;
  html: string;
  onRetry: () => void;
}

/** /abouts: the shell draws the back header titled by type; the screen is the article. */
export function AboutsView({ state, html, onRetry }: AboutsViewProps) {
  return (
    <Screen>
      <ArticleBody state={state} html={html} onRetry={onRetry} />
    </Screen>
  );
}
