import { CAPTCHA_MAX_LENGTH_LOGIN, type LoginField, type LoginForm } from '@h5/domain';
import { Button } from '@h5/ui-kit';
import { CaptchaField } from './captcha-field';
import { FormAlert } from './form-alert';
import { IconField } from './icon-field';
import { LockIcon, UserIcon } from './icons';
import { PanelCard } from './panel-card';
import { errorFor, type CaptchaPicture, type PanelForm } from './panel-form';
import { messages } from '../messages';

export interface LoginPanelProps extends PanelForm<LoginField, LoginForm> {
  captcha: CaptchaPicture;
  onCaptchaClick: () => void;
  onSwitch: () => void;
  /** 使用通行密钥登录: a discoverable passkey, no name typed (the captcha stays for passwords). */
  onPasskey?: () => void;
  passkeyBusy?: boolean;
}

/** The login panel (infoType 0): username, password, captcha and the 登录 button. */
export function LoginPanel({
  values,
  onChange,
  error,
  submitting = false,
  captcha,
  onCaptchaClick,
  onSubmit,
  onSwitch,
  onPasskey,
  passkeyBusy = false,
}: LoginPanelProps) {
  return (
    <PanelCard
      title={messages.loginTitle}
      switchLabel={messages.toRegister}
      onSwitch={onSwitch}
      onSubmit={onSubmit}
      action={
        <>
          <Button type="submit" block loading={submitting}>
            {messages.login}
          </Button>
          {onPasskey && (
            <Button variant="ghost" block loading={passkeyBusy} onClick={onPasskey}>
              {messages.passkeyLogin}
            </Button>
          )}
        </>
      }
    >
      <IconField
        name="name"
        label={messages.fields.name}
        icon={<UserIcon />}
        value={values.name}
        onChange={(value) => onChange('name', value)}
        placeholder={messages.placeholders.loginName}
        autoComplete="username"
        error={errorFor(error, 'name')}
      />
      <IconField
        name="password"
        label={messages.fields.password}
        icon={<LockIcon />}
        password
        value={values.password}
        onChange={(value) => onChange('password', value)}
        placeholder={messages.placeholders.loginPassword}
        autoComplete="current-password"
        error={errorFor(error, 'password')}
      />
      <CaptchaField
        value={values.code}
        onChange={(value) => onChange('code', value)}
        maxLength={CAPTCHA_MAX_LENGTH_LOGIN}
        pictureSrc={captcha.src}
        pictureIndex={captcha.index}
        onPictureClick={onCaptchaClick}
        error={errorFor(error, 'code')}
      />
      {error && !error.field && <FormAlert message={error.message} />}
    </PanelCard>
  );
}
