import { isIsoDate } from '../beijing-time';
import { PROFILE_MESSAGES } from '../messages';
import { isEmail, isMainlandMobile } from './patterns';
import { firstFailure, isBlank, ValidationError } from './validation-error';

export interface AgentApplicationForm {
  readonly mobile: string;
  readonly apply_info: string;
}

export type AgentApplicationField = keyof AgentApplicationForm;

/** docs/product.md §5 agent application: mobile pattern, then a non-blank reason. */
export function validateAgentApplication(form: AgentApplicationForm): ValidationError<AgentApplicationField> | null {
  return firstFailure<AgentApplicationField>([
    { fails: !isMainlandMobile(form.mobile.trim()), field: 'mobile', message: PROFILE_MESSAGES.mobileInvalid },
    { fails: isBlank(form.apply_info), field: 'apply_info', message: PROFILE_MESSAGES.applyInfoRequired },
  ]);
}

export interface ProfileForm {
  readonly mobile: string;
  readonly email: string;
  readonly birthday: string;
}

export type ProfileField = keyof ProfileForm;

/** docs/product.md §5 profile, in order: mobile, e-mail, birthday (a real date written YYYY-MM-DD). */
export function validateProfile(form: ProfileForm): ValidationError<ProfileField> | null {
  return firstFailure<ProfileField>([
    { fails: !isMainlandMobile(form.mobile.trim()), field: 'mobile', message: PROFILE_MESSAGES.mobileInvalid },
    { fails: !isEmail(form.email.trim()), field: 'email', message: PROFILE_MESSAGES.emailInvalid },
    { fails: !isIsoDate(form.birthday.trim()), field: 'birthday', message: PROFILE_MESSAGES.birthdayInvalid },
  ]);
}
