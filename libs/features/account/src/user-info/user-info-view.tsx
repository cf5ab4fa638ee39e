import type { UserInfo } from '@h5/api-contract';
import type { ProfileField, ProfileForm } from '@h5/domain';
import { Card, DatePicker, EmptyState, Screen, Skeleton } from '@h5/ui-kit';
import styled from 'styled-components';
import { AvatarPicker } from '../components/avatar/avatar-picker';
import { FormCard } from '../components/form-card';
import { FormField } from '../components/form-field';
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

const AvatarRow = styled(Card)`
  display: flex;
  justify-content: center;
`;

const PickerButton = styled.button<{ $empty: boolean }>`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.layout.touchTarget - 8}px;
  padding: 0;
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textTertiary : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  text-align: left;
  background: transparent;
  border: 0;
  cursor: pointer;
`;

const errorOf = (props: UserInfoViewProps, field: ProfileField) => (props.error?.field === field ? props.error.message : null);

export function UserInfoView(props: UserInfoViewProps) {
  const { user, form, onChange, picker } = props;
  return (
    <Screen title={messages.userInfoTitle} onBack={props.onBack}>
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
          <AvatarRow>
            <AvatarPicker src={props.avatarSrc} uploading={props.avatarUploading} refusal={props.avatarRefusal} onPick={props.onPickAvatar} size={72} />
          </AvatarRow>
          <FormCard submitLabel={messages.confirmChange} submitting={props.saving} refusal={props.refusal} onSubmit={props.onSubmit}>
            <FormField label={messages.username} value={user.username} readOnly />
            <FormField label={messages.realname} value={user.realname} readOnly />
            <FormField
              label={messages.birthday}
              error={errorOf(props, 'birthday')}
              control={(id, describedBy) => (
                <PickerButton id={id} type="button" $empty={!form.birthday} aria-describedby={describedBy} onClick={picker.show}>
                  {form.birthday || messages.birthdayPlaceholder}
                </PickerButton>
              )}
            />
            <FormField
              label={messages.mobile}
              type="tel"
              inputMode="tel"
              maxLength={32}
              autoComplete="tel"
              placeholder={messages.mobilePlaceholder}
              value={form.mobile}
              error={errorOf(props, 'mobile')}
              onChange={(event) => onChange('mobile', event.target.value)}
            />
            <FormField
              label={messages.email}
              type="email"
              maxLength={32}
              autoComplete="email"
              placeholder={messages.emailPlaceholder}
              value={form.email}
              error={errorOf(props, 'email')}
              onChange={(event) => onChange('email', event.target.value)}
            />
          </FormCard>
          <DatePicker
            visible={picker.open}
            title={messages.pickBirthday}
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

