import type { UserInfo } from '@h5/api-contract';
import type { ProfileField, ProfileForm } from '@h5/domain';
import { Card, DatePicker, EmptyState, FieldTrigger, FormField, Inline, Screen, Skeleton, TextField } from '@h5/ui-kit';
import { AvatarPicker } from '../components/avatar/avatar-picker';
import { FormCard } from '../components/form-card';
import { messages } from '../messages';

export interface UserInfoViewProps {
  user: UserInfo | undefined;
  failed: boolean;
  onRetry: () => void;
  onBack: () => void;
  avatarSrc: string | null;
  avatarUploading: boolean;
  avatarRefusal: string | null;
  onPickAvatar: (file: File | undefined) => void;
  form: ProfileForm;
  error: { field: ProfileField; message: string } | null;
  refusal: string | null;
  saving: boolean;
  onChange: (field: ProfileField, value: string) => void;
  onSubmit: () => void;
  picker: { open: boolean; show: () => void; close: () => void; value: Date | null; min: Date; max: Date; pick: (date: Date) => void };
}

const errorOf = (props: UserInfoViewProps, field: ProfileField) => (props.error?.field === field ? props.error.message : null);

export function UserInfoView(props: UserInfoViewProps) {
  const { user, form, onChange, picker } = props;
  return (
    <Screen title={messages.userInfo.title} onBack={props.onBack}>
      {props.failed ? (
        <Card>
          <EmptyState variant="error" onRetry={props.onRetry} />
        </Card>
      ) : !user ? (
        <Card data-testid="user-info-skeleton">
          <Skeleton width={64} height={64} />
          <Skeleton lines={5} height={36} />
        </Card>
      ) : (
        <>
          <Card>
            <Inline $justify="center" $align="stretch">
              <AvatarPicker
                src={props.avatarSrc}
                uploading={props.avatarUploading}
                refusal={props.avatarRefusal}
                onPick={props.onPickAvatar}
                size={72}
              />
            </Inline>
          </Card>
          <FormCard
            submitLabel={messages.userInfo.confirmChange}
            submitting={props.saving}
            refusal={props.refusal}
            onSubmit={props.onSubmit}
          >
            <TextField label={messages.userInfo.username} value={user.username} readOnly />
            <TextField label={messages.userInfo.realname} value={user.realname} readOnly />
            <FormField label={messages.userInfo.birthday} error={errorOf(props, 'birthday')}>
              {({ id, labelId, describedBy }) => (
                <FieldTrigger
                  id={id}
                  labelId={labelId}
                  describedBy={describedBy}
                  value={form.birthday}
                  placeholder={messages.userInfo.birthdayPlaceholder}
                  onClick={picker.show}
                />
              )}
            </FormField>
            <TextField
              label={messages.userInfo.mobile}
              type="tel"
              inputMode="tel"
              maxLength={32}
              autoComplete="tel"
              placeholder={messages.userInfo.mobilePlaceholder}
              value={form.mobile}
              error={errorOf(props, 'mobile')}
              onChange={(event) => onChange('mobile', event.target.value)}
            />
            <TextField
              label={messages.userInfo.email}
              type="email"
              maxLength={32}
              autoComplete="email"
              placeholder={messages.userInfo.emailPlaceholder}
              value={form.email}
              error={errorOf(props, 'email')}
              onChange={(event) => onChange('email', event.target.value)}
            />
          </FormCard>
          <DatePicker
            visible={picker.open}
            title={messages.userInfo.pickBirthday}
            value={picker.value}
            min={picker.min}
            max={picker.max}
            onConfirm={picker.pick}
            onClose={picker.close}
          />
        </>
      )}
    </Screen>
  );
}
