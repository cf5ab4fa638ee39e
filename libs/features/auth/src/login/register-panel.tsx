import { CAPTCHA_MAX_LENGTH_REGISTER, type RegisterField, type RegisterForm } from '@h5/domain';
import { Button } from '@h5/ui-kit';
import { CaptchaField } from './captcha-field';
import { FormAlert } from './form-alert';
import { IconField } from './icon-field';
import { IdCardIcon, LockIcon, UserIcon, WalletIcon } from './icons';
import { PanelCard } from './panel-card';
import { errorFor, type CaptchaPicture, type PanelForm } from './panel-form';
import { messages } from '../messages';
import type { ComponentType } from 'react';

export interface RegisterPanelProps extends PanelForm<RegisterField, RegisterForm> {
  captcha: CaptchaPicture;
  onCaptchaClick: () => void;
  onSwitch: () => void;
}

type InputName = Exclude<RegisterField, 'code'>;

// Built when rendering, not when this module loads: the texts are then in the chosen language,
// which is written onto the messages after the module has loaded (docs/i18n.md).
const fields = (): ReadonlyArray<{ name: InputName; placeholder: string; password: boolean; icon: ComponentType }> => [
  { name: 'name', placeholder: messages.placeholders.registerName, password: false, icon: UserIcon },
  { name: 'password', placeholder: messages.placeholders.registerPassword, password: true, icon: LockIcon },
  { name: 'confirmPass', placeholder: messages.placeholders.confirmPass, password: true, icon: LockIcon },
  { name: 'realname', placeholder: messages.placeholders.realname, password: false, icon: IdCardIcon },
  { name: 'paypassword', placeholder: messages.placeholders.paypassword, password: true, icon: WalletIcon },
];

/** The register panel: the five fields of docs/product.md §2 in its order, the captcha and the 注册 button. */
export function RegisterPanel({
  values,
  onChange,
  error,
  submitting = false,
  captcha,
  onCaptchaClick,
  onSubmit,
  onSwitch,
}: RegisterPanelProps) {
  return (
    <PanelCard
      title={messages.registerTitle}
      switchLabel={messages.toLogin}
      onSwitch={onSwitch}
      onSubmit={onSubmit}
      action={
        <Button type="submit" block loading={submitting}>
          {messages.register}
        </Button>
      }
    >
      {fields().map(({ name, placeholder, password, icon: Icon }) => (
        <IconField
          key={name}
          name={name}
          label={messages.fields[name]}
          icon={<Icon />}
          password={password}
          value={values[name]}
          onChange={(value) => onChange(name, value)}
          placeholder={placeholder}
          autoComplete={name === 'name' ? 'username' : password ? 'new-password' : 'off'}
          error={errorFor(error, name)}
        />
      ))}
      <CaptchaField
        value={values.code}
        onChange={(value) => onChange('code', value)}
        maxLength={CAPTCHA_MAX_LENGTH_REGISTER}
        pictureSrc={captcha.src}
        pictureIndex={captcha.index}
        onPictureClick={onCaptchaClick}
        error={errorFor(error, 'code')}
      />
      {error && !error.field && <FormAlert message={error.message} />}
    </PanelCard>
  );
}
