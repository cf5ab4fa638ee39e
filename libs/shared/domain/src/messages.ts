/**
 * Every Chinese text of the domain lib. Texts quoted by the product spec are copied
 * character for character, including its typos (输人) and the leading space of the register
 * name message; texts the spec only describes are our own wording and say so.
 */
import type { DateFilter } from './date-filter';

export const DATE_FILTER_LABELS: Record<DateFilter, string> = {
  1: '今天',
  2: '近7天',
  3: '近15天',
  4: '近30天',
};

// docs/product.md §5, register and login: in their own module (/login paints with them, nothing else here).
export { AUTH_MESSAGES } from './auth/messages';

// docs/product.md §5, guards: in their own module (the shell's first paint needs them, nothing else here).
export { GUARD_MESSAGES } from './guards/messages';

/** docs/product.md §5, agent application and profile. */
export const PROFILE_MESSAGES = {
  mobileInvalid: '请输入正确手机号',
  applyInfoRequired: '请输入申请理由',
  emailInvalid: '请输入正确邮箱号',
  birthdayInvalid: '请输入正确的日期格式：YYYY-MM-DD',
} as const;

/** docs/product.md §5, USDT and bank-card binding and unbinding; §2 card limits. */
export const CARD_MESSAGES = {
  usdtAddressRequired: '请输入USDT地址',
  protocolRequired: '请选择钱包协议',
  payPasswordRequired: '请输人支付密码',
  ownerRequired: '请输入姓名',
  bankRequired: '请输入银行',
  branchRequired: '请输入开户行地址',
  cardNumberRequired: '请输人银行卡号',
  cardNumberLength: '请输人正确的卡号长度',
  payPasswordRange: '请输人支付密码长度',
  unbindTitle: '温馨提示',
  unbindConfirm: '确定要解除绑定该卡片吗？',
  usdtLimit: '最多支持添加5个地址',
  bankLimit: '最多支持添加5张银行卡',
} as const;

/**
 * Password change (docs/product.md §5 gives the order but says only "original messages are Chinese"):
 * these seven texts are our own wording.
 */
export const PASSWORD_MESSAGES = {
  oldRequired: '请输入原密码！',
  newRequired: '请输入新密码！',
  oldLength: '原密码长度不能少于6位！',
  newLength: '新密码长度不能少于6位！',
  confirmRequired: '请再次输入新密码！',
  confirmMismatch: '两次输入的新密码不一致！',
  sameAsOld: '新密码不能与原密码相同！',
} as const;

/** docs/product.md §5, deposit, withdrawal, transfer, rebate and red packet. */
export const CASHIER_MESSAGES = {
  depositorRequired: '请输入存款人姓名',
  bankTypeRequired: '请输入银行类型',
  depositCardRequired: '请输入银行卡号',
  depositBranchRequired: '请输入银行开户行地址',
  withdrawBankCardRequired: '请选择您要提现到的银行卡',
  withdrawUsdtRequired: '请选择USDT地址',
  withdrawMinimum: '单笔取款不能低于100元',
  withdrawPasswordRequired: '请输入您的支付密码',
  transferAmountRequired: '请输入操作金额！',
  venueToVenue: '场馆内钱包不支持互转',
  rebateNothingToClaim: '暂无领取额度！',
  redPacketNotEligible: '您暂未达到领取条件，快去完成吧！',
} as const;

/**
 * '请输入金额在{min}-{max}之间！' with the limits in yuan. In an object because a builder exported at
 * the top of a module cannot take a language (docs/i18n.md); depositRangeMessage reads it when called.
 */
export const DEPOSIT_RANGE = {
  message: (min: string, max: string): string => `请输入金额在${min}-${max}之间！`,
};
export const depositRangeMessage = (min: string, max: string): string => DEPOSIT_RANGE.message(min, max);

/** Synthetic wallet and platform entries of docs/product.md §3. */
export const WALLET_LABELS = {
  platformWallet: '平台钱包',
  allPlatforms: '全平台',
} as const;

/** Transaction types of docs/product.md §4; the spec names them in English, the labels are ours. */
export const TRANSACTION_TYPE_LABELS = {
  1: '存款',
  2: '取款',
  3: '转入',
  4: '转出',
} as const;

/** Status labels of docs/product.md §4 (spec names them in English; wording ours). */
export const STATUS_LABELS = {
  unknown: '未知',
  invalid: '无效',
  settled: '已结算',
  unsettled: '未结算',
  pendingReview: '审核中',
  approved: '已通过',
  rejected: '已拒绝',
  failed: '失败',
  success: '成功',
  pendingSettlement: '待结算',
  unclaimed: '未领取',
  claimed: '已领取',
} as const;

/** The VIP card states of docs/product.md §2. */
export const VIP_LABELS = {
  achieved: '已达标',
  notAchieved: '未达标',
} as const;

/** docs/product.md §4 "Rules of VIP levels" and §9, as paragraphs. */
export const VIP_RULES: readonly string[] = [
  '会员累计存款及流水达到相应等级的要求后，将于次日24:00前晋升至该VIP等级。',
  'VIP等级每天只能晋升一级，不可跨级晋升。',
  '晋升后90天内需完成该等级的保级流水；期间再次晋升，保级周期重新计算。',
  '若一个季度（90天）内未完成保级流水，将下调一个VIP等级，返水比例及相关优惠随之调整。',
];

/** docs/product.md §9 rebate rules, as paragraphs. */
export const REBATE_RULES: readonly string[] = [
  '返水按北京时间每日00:00-23:59的有效投注计算。',
  '返水于结算日结束后24小时内发放至福利中心，需会员手动领取。',
  '返水金额只需完成1倍流水即可提款。',
];

/** docs/product.md §9 red-packet rules, as paragraphs. */
export const RED_PACKET_RULES: readonly string[] = [
  '红包开放时间为每日北京时间10:00-12:00。',
  '存款统计时间为前一日12:00至当日10:00。',
  '活动期间（美东时间）累计存款达到相应档位，即可获得对应的抢红包次数。',
  '红包金额即时到账，提款前需完成相应的流水倍数。',
  '未在规定时间内完成条件的抢红包次数将自动失效。',
  '平台保留修改、暂停或取消活动的权利，对恶意套利的账户有权冻结。',
];
