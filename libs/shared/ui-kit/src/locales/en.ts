import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * ui-kit's texts in English (docs/i18n.md): 中心钱包 is the main wallet, 一键回收 recalls every game
 * platform's balance to it; 最大金额 is a button beside the amount, so one word.
 */
const en: Translation<typeof zh> = {
  messages: {
    back: 'Back',
    close: 'Close',
    loading: 'Loading',
    confirm: 'OK',
    cancel: 'Cancel',
    noMore: 'No more',
    empty: 'Nothing here yet',
    loadFailed: 'Failed to load, please try again later',
    retry: 'Reload',
    expand: 'Show more',
    collapse: 'Show less',
    copy: 'Copy',
    copied: 'Copied!',
    copyFailed: 'Copy failed, press and hold to copy it yourself',
    serverError: 'Server error, please try again later',
    remaining: 'Time left',
    totalAssets: 'Total balance',
    centralWallet: 'Main wallet',
    gameWallet: 'Game wallet',
    refreshBalance: 'Refresh balance',
    recycle: 'Recall all',
    maxAmount: 'Max',
    cardEndingIn: (lastFour: string) => `Ending in ${lastFour}`,
  },
};
export default en;
