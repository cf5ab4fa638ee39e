import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The auth screens' texts in English (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const en: Translation<typeof zh> = {
  messages: {
    login: 'Log in',
    passkeyLogin: 'Log in with a passkey',
    passkeyFailed: 'Passkey login not completed',
    register: 'Sign up',
    loginTitle: 'Log in to your account',
    registerTitle: 'Create an account',
    loginSubtitle: 'Log in to play every game',
    registerSubtitle: 'Sign up and start playing',
    toRegister: 'No account yet? Sign up',
    toLogin: 'Already have an account? Log in',
    welcome: (title: string) => `Welcome to ${title}`,
    welcomeFallback: 'Welcome',
    fields: {
      name: 'Username',
      password: 'Password',
      confirmPass: 'Confirm password',
      realname: 'Full name',
      paypassword: 'Withdrawal password',
      code: 'Verification code',
    },
    placeholders: {
      loginName: 'Enter your username',
      loginPassword: 'Enter your password',
      registerName: '6–16 letters or digits',
      registerPassword: 'At least 6 characters',
      confirmPass: 'Enter the password again',
      realname: 'Must match your withdrawal account name',
      paypassword: 'At least 6 characters',
      code: 'Enter the code',
    },
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    captchaAlt: 'Verification code',
    captchaRefresh: 'Can’t read it? Get another',
    visitor: 'Browse first',
    service: 'Live chat',
    language: 'Language',
    failed: 'Something went wrong, please try again later',
  },
};

export default en;
