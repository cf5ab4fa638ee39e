import { isApiError, useArticleQuery } from '@h5/api-client';

export type ArticleState = 'loading' | 'failed' | 'empty' | 'ready';

/** One article by type: a missing article (the server's 202) is "no content yet", not a failure. */
export function useArticle(type: number) {
  const query = useArticleQuery(type);
  const missing = isApiError(query.error) && query.error.kind === 'business';
  const html = query.data?.content ?? '';
  const state: ArticleState =
    query.isFetching && !query.data
      ? 'loading'
      : query.isError && !missing
        ? 'failed'
        : html.trim()
          ? 'ready'
          : query.isSuccess || missing
            ? 'empty'
            : 'loading';
  return { state, html, onRetry: () => void query.refetch() };
}
