import { Card, EmptyState, RichHtml, Skeleton } from '@h5/ui-kit';
import { messages } from '../../messages';
import { HumanServiceLink } from '../human-service-link';
import type { ArticleState } from './use-article';
import type { LinkProps } from '../link-props';

export interface ArticleBodyProps {
  state: ArticleState;
  html: string;
  onRetry: () => void;
  /** The help-centre article offers human customer service (/kefu) once it has content. */
  serviceLink?: LinkProps;
}

/** An article's HTML (sanitised by RichHtml) with its loading, empty and failed states. */
export function ArticleBody({ state, html, onRetry, serviceLink }: ArticleBodyProps) {
  if (state === 'loading') {
    return (
      <Card data-testid="article-skeleton">
        <Skeleton lines={8} />
      </Card>
    );
  }
  if (state === 'failed') return <EmptyState variant="error" onRetry={onRetry} />;
  if (state === 'empty') return <EmptyState variant="empty" text={messages.help.noArticle} />;
  return (
    <>
      <Card as="article">
        <RichHtml html={html} />
      </Card>
      {serviceLink && <HumanServiceLink link={serviceLink} />}
    </>
  );
}
