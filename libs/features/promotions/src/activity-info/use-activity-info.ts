import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, selectIsLoggedIn, useActivityQuery, useApplyActivityMutation } from '@h5/api-client';
import { useBack, useNotifyBusinessError } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { showToast } from '@h5/ui-kit';
import { messages } from '../messages';
import type { ActivityInfoViewProps } from './activity-info-view';

/** /activityInfo?id: the activity, and 立即申请 for members or 前往登录 for visitors. */
export function useActivityInfo(): ActivityInfoViewProps {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const loggedIn = useSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const detail = useActivityQuery(id, { skip: !valid });
  const [apply, applying] = useApplyActivityMutation();
  useNotifyBusinessError(detail.error);

  // docs/product.md §8: the returned message is shown whatever the code.
  const onApply = async () => {
    if (applying.isLoading) return;
    const result = await apply({ activityid: id });
    if (result.data) showToast(result.data.message);
    else if (isApiError(result.error) && result.error.kind !== 'unauthorized') showToast(result.error.message || messages.failed);
  };

  const onBack = useBack();
  return {
    activity: detail.data ?? null,
    loading: valid && detail.isLoading,
    failed: valid && detail.isError,
    onRetry: () => void detail.refetch(),
    loggedIn,
    applying: applying.isLoading,
    onApply: () => void onApply(),
    onLogin: () => navigate(links.login({ redirect: links.activityInfo(id) })),
    onBack,
  };
}
