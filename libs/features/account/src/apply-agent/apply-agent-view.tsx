import type { UserInfo } from '@h5/api-contract';
import type { AgentApplicationField, AgentApplicationForm } from '@h5/domain';
import { ButtonLink, Card, EmptyState, FieldTextarea, FormField, Inline, InlineAlert, Screen, Skeleton, TextField } from '@h5/ui-kit';
import { FormCard } from '../components/form-card';
import { messages } from '../messages';
import type { AnchorHTMLAttributes } from 'react';

export interface ApplyAgentViewProps {
  /** No session: the form shows, submitting leads to /login. */
  visitor: boolean;
  user: UserInfo | undefined;
  failed: boolean;
  onRetry: () => void;
  form: AgentApplicationForm;
  error: { field: AgentApplicationField; message: string } | null;
  refusal: string | null;
  /** The server's answer to a successful application. */
  done: string | null;
  saving: boolean;
  onChange: (field: AgentApplicationField, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  /** 咨询: customer service (/kefu). */
  consultLink: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

const errorOf = (props: ApplyAgentViewProps, field: AgentApplicationField) => (props.error?.field === field ? props.error.message : null);

/** /applyagent (合营计划). */
export function ApplyAgentView(props: ApplyAgentViewProps) {
  const { user, form, onChange } = props;
  return (
    <Screen title={messages.applyAgent.title} onBack={props.onBack}>
      <Card>
        <Inline $justify="between" $gap="md">
          <span>{messages.applyAgent.intro}</span>
          <ButtonLink size="sm" {...props.consultLink}>
            {messages.applyAgent.consult}
          </ButtonLink>
        </Inline>
      </Card>
      {props.failed ? (
        <Card>
          <EmptyState variant="error" onRetry={props.onRetry} />
        </Card>
      ) : !user && !props.visitor ? (
        <Card data-testid="apply-agent-skeleton">
          <Skeleton lines={4} height={36} />
        </Card>
      ) : (
        <FormCard submitLabel={messages.applyAgent.submit} submitting={props.saving} refusal={props.refusal} onSubmit={props.onSubmit}>
          <TextField label={messages.userInfo.username} value={user?.username ?? ''} readOnly />
          <TextField label={messages.userInfo.realname} value={user?.realname ?? ''} readOnly />
          <TextField
            label={messages.userInfo.mobile}
            type="tel"
            inputMode="tel"
            maxLength={32}
            placeholder={messages.userInfo.mobilePlaceholder}
            value={form.mobile}
            error={errorOf(props, 'mobile')}
            onChange={(event) => onChange('mobile', event.target.value)}
          />
          <FormField label={messages.applyAgent.info} error={errorOf(props, 'apply_info')}>
            {({ id, describedBy, invalid }) => (
              <FieldTextarea
                id={id}
                maxLength={500}
                placeholder={messages.applyAgent.infoPlaceholder}
                value={form.apply_info}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(event) => onChange('apply_info', event.target.value)}
              />
            )}
          </FormField>
        </FormCard>
      )}
      {props.done && <InlineAlert tone="info">{props.done}</InlineAlert>}
    </Screen>
  );
}
