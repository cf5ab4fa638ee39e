import authEn from '../auth/locales/en';
import guardsEn from '../guards/locales/en';
import type { Translation } from '../i18n/locale';
import type * as zh from '../messages';

/**
 * The domain's rule texts in English (docs/i18n.md), in the words betting sites use: 流水 and 打码 the
 * turnover, 返水 the rebate, 支付密码 the withdrawal password, 场馆 a game platform, 平台钱包 the main
 * wallet. AUTH_MESSAGES and GUARD_MESSAGES are their own modules' translations.
 */
const en: Translation<typeof zh> = {
  DATE_FILTER_LABELS: {
    1: 'Today',
    2: 'Last 7 days',
    3: 'Last 15 days',
    4: 'Last 30 days',
  },
  AUTH_MESSAGES: authEn.AUTH_MESSAGES,
  GUARD_MESSAGES: guardsEn.GUARD_MESSAGES,
  PROFILE_MESSAGES: {
    mobileInvalid: 'Please enter a valid mobile number',
    applyInfoRequired: 'Please enter the reason for your application',
    emailInvalid: 'Please enter a valid email address',
    birthdayInvalid: 'Please enter the date as YYYY-MM-DD',
  },
  CARD_MESSAGES: {
    usdtAddressRequired: 'Please enter the USDT address',
    protocolRequired: 'Please choose the wallet network',
    payPasswordRequired: 'Please enter the withdrawal password',
    ownerRequired: 'Please enter the account holder name',
    bankRequired: 'Please enter the bank',
    branchRequired: 'Please enter the bank branch address',
    cardNumberRequired: 'Please enter the bank card number',
    cardNumberLength: 'Please enter a card number of the correct length',
    payPasswordRange: 'Please enter a withdrawal password of the correct length',
    unbindTitle: 'Notice',
    unbindConfirm: 'Are you sure you want to unlink this card?',
    usdtLimit: 'You can add up to 5 addresses',
    bankLimit: 'You can add up to 5 bank cards',
  },
  PASSWORD_MESSAGES: {
    oldRequired: 'Please enter your current password!',
    newRequired: 'Please enter a new password!',
    oldLength: 'The current password must be at least 6 characters!',
    newLength: 'The new password must be at least 6 characters!',
    confirmRequired: 'Please enter the new password again!',
    confirmMismatch: 'The new passwords do not match!',
    sameAsOld: 'The new password must differ from the current one!',
  },
  CASHIER_MESSAGES: {
    depositorRequired: 'Please enter the depositor name',
    bankTypeRequired: 'Please enter the bank type',
    depositCardRequired: 'Please enter the bank card number',
    depositBranchRequired: 'Please enter the bank branch address',
    withdrawBankCardRequired: 'Please choose the bank card to withdraw to',
    withdrawUsdtRequired: 'Please choose a USDT address',
    withdrawMinimum: 'The minimum withdrawal is ¥100',
    withdrawPasswordRequired: 'Please enter your withdrawal password',
    transferAmountRequired: 'Please enter an amount!',
    venueToVenue: 'Transfers between game platform wallets are not supported',
    rebateNothingToClaim: 'No rebate to claim!',
    redPacketNotEligible: 'You have not met the requirements yet, complete them now!',
  },
  DEPOSIT_RANGE: { message: (min: string, max: string) => `Please enter an amount between ¥${min} and ¥${max}!` },
  depositRangeMessage: (min: string, max: string) => `Please enter an amount between ¥${min} and ¥${max}!`,
  WALLET_LABELS: {
    platformWallet: 'Main wallet',
    allPlatforms: 'All platforms',
  },
  TRANSACTION_TYPE_LABELS: {
    1: 'Deposit',
    2: 'Withdrawal',
    3: 'Transfer in',
    4: 'Transfer out',
  },
  STATUS_LABELS: {
    unknown: 'Unknown',
    invalid: 'Void',
    settled: 'Settled',
    unsettled: 'Unsettled',
    pendingReview: 'Under review',
    approved: 'Approved',
    rejected: 'Rejected',
    failed: 'Failed',
    success: 'Successful',
    pendingSettlement: 'Pending',
    unclaimed: 'Unclaimed',
    claimed: 'Claimed',
  },
  VIP_LABELS: {
    achieved: 'Achieved',
    notAchieved: 'Not achieved',
  },
  VIP_RULES: [
    'Once a member’s total deposits and turnover meet a level’s requirements, the member is promoted to that VIP level before 24:00 the next day.',
    'A member can go up only one VIP level a day; levels cannot be skipped.',
    'After a promotion, the level’s retention turnover must be reached within 90 days; another promotion in that time restarts the retention period.',
    'If the retention turnover is not reached within a quarter (90 days), the VIP level drops by one, and the rebate rates and related benefits change with it.',
  ],
  REBATE_RULES: [
    'Rebates are calculated on the valid bets of each day from 00:00 to 23:59 Beijing time.',
    'Rebates are credited to the Rewards center within 24 hours after the settlement day ends and must be claimed manually.',
    'Rebates can be withdrawn after just 1× turnover.',
  ],
  RED_PACKET_RULES: [
    'Red packets open daily from 10:00 to 12:00 Beijing time.',
    'Deposits count from 12:00 the previous day to 10:00 the same day.',
    'Reach a total deposit tier during the promotion (US Eastern Time) to get the matching number of red packet grabs.',
    'Red packet winnings are credited instantly; the required turnover multiple must be met before withdrawal.',
    'Grabs whose conditions are not met within the set time expire automatically.',
    'The platform reserves the right to change, suspend or cancel the promotion and to freeze accounts that abuse it.',
  ],
};
export default en;
