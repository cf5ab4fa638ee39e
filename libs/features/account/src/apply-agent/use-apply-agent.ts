import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, useApplyAgentMutation, useUserQuery } from '@h5/api-client';
import { validateAgentApplication, type AgentApplicationField, type AgentApplicationForm } from '@h5/domain';
import { refusalMessage, useBack, useRouteLink } from '@h5/feature-kit';
import { links, ROUTES } from '@h5/routing';
import { showToast } from '@h5/ui-kit';
import { messages } from '../messages';
import type { ApplyAgentViewProps } from './apply-agent-view';

/** /applyagent: mobile (prefilled from the profile) and the reason, §5 order; the server's text after submit. */
export function useApplyAgent(): ApplyAgentViewProps {
  const visitor = !useSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const onBack = useBack(ROUTES.mine);
  const consultLink = useRouteLink(ROUTES.kefu);
  const user = useUserQuery(undefined, { skip: visitor });
  const [apply, { isLoading: saving }] = useApplyAgentMutation();
  const [form, setForm] = useState<AgentApplicationForm>({ mobile: '', apply_info: '' });
  const [prefilled, setPrefilled] = useState(false);
  const [error, setError] = useState<{ field: AgentApplicationField; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (user.data && !prefilled) {
      setForm((prev) => ({ ...prev, mobile: prev.mobile || (user.data?.mobile ?? '') }));
      setPrefilled(true);
    }
  }, [user.data, prefilled]);

  const change = (field: AgentApplicationField, value: string) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    if (error?.field === field) setError(null);
    setRefusal(null);
  };

  const submit = async () => {
    const failure = validateAgentApplication(form);
    setError(failure ? { field: failure.field, message: failure.message } : null);
    setRefusal(null);
    if (failure || saving) return;
    // A visitor may read the form (the route is public) but applies as a member.
    if (visitor) {
      navigate(links.login({ redirect: ROUTES.applyagent }));
      return;
    }
    try {
      const answer = await apply({ mobile: form.mobile.trim(), apply_info: form.apply_info.trim() }).unwrap();
      const text = answer.message || messages.applyAgent.applied;
      setDone(text);
      showToast(text, { icon: 'success' });
      setForm((prev) => ({ ...prev, apply_info: '' }));
    } catch (err) {
      setRefusal(refusalMessage(err, { network: true, empty: messages.failed }));
    }
  };

  return {
    visitor,
    user: user.data,
    failed: user.isError && !user.data,
    onRetry: () => void user.refetch(),
    form,
    error,
    refusal,
    done,
    saving,
    onChange: change,
    onSubmit: () => void submit(),
    onBack,
    consultLink,
  };
}
