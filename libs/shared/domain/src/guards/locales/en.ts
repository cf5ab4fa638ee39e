import type { Translation } from '../../i18n/locale';
import type * as zh from '../messages';

/** The guards' texts in English (docs/i18n.md). */
const en: Translation<typeof zh> = {
  GUARD_MESSAGES: {
    loginFirst: 'Please log in!',
    loginInvite: 'Great games are waiting for you, log in now!',
    redPacketClosed: 'Red packets are closed',
    alreadyHere: 'You are already on this page!',
  },
};
export default en;
