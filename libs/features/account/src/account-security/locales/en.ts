import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The 账户安全 screen in en (docs/i18n.md). */
const translation: Translation<typeof zh> = {
  texts: {
    title: 'Account security',
    intro:
      'With a passkey or an authenticator app, withdrawals, new payout accounts and password changes need your own confirmation: someone who only knows your passwords cannot move your money out.',
    loadFailed: 'Could not load',
    passkeys: {
      title: 'Passkeys',
      empty: 'No passkey yet',
      add: 'Add a passkey',
      rename: 'Rename',
      remove: 'Remove',
      added: (date: string) => `Added on ${date}`,
      unsupported: 'This browser does not support passkeys',
      namePrompt: 'Passkey name',
      removeConfirm: (name: string) => `Remove the passkey “${name}”?`,
      addedToast: 'Passkey added',
    },
    totp: {
      title: 'Authenticator app',
      hint: 'Confirm actions with the 6-digit code of an authenticator app (such as Google Authenticator)',
      on: 'On',
      off: 'Off',
      turnOn: 'Turn on',
      turnOff: 'Turn off',
      secret: 'Secret',
      code: '6-digit code',
      enable: 'Turn on now',
    },
    devices: {
      title: 'Devices',
      current: 'This device',
      firstSeen: 'First seen',
      lastSeen: 'Last active',
      address: 'IP address',
      end: 'Log out',
      endOthers: 'Log out all other devices',
    },
    idle: {
      title: 'Idle logout',
      hint: 'Log out automatically after a time without activity',
      options: { 0: 'Off', 15: '15 minutes', 60: '1 hour', 240: '4 hours' },
    },
    previous: {
      title: 'Previous login',
      none: 'This is your first login',
      time: 'Login time',
      device: 'Device',
      notMe: 'Not me?',
    },
    confirm: {
      failed: 'Not confirmed',
    },
  },
};

export default translation;
