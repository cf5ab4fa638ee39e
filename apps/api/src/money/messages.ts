import { MONEY_TRANSLATIONS } from './messages.i18n';
import { localized } from '../i18n/localized';

/**
 * Every Chinese text of the money area: answers, record labels, seed data, the game page. The
 * answers' messages (MONEY_TEXT) also come in the other languages (./messages.i18n.ts); labels
 * and seed data are stored data, and stay as written.
 */
export const MONEY_TEXT = {
  ok: '操作成功',
  amountInvalid: '请输入正确的金额',
  amountTooLarge: '金额超出允许范围',
  transferSameSide: '场馆内钱包不支持互转',
  venueNotFound: '游戏场馆不存在或已关闭',
  insufficientBalance: '余额不足',
  venueInsufficient: '场馆余额不足',
  transferOk: '转账成功',
  recycleOk: '回收成功',
  recycleNothing: '没有可回收的金额',
  transferStatusOk: '申请成功',
  cardTypeInvalid: '卡片类型错误',
  cardNotFound: '卡片不存在',
  cardLimitBank: '最多支持添加5张银行卡',
  cardLimitUsdt: '最多支持添加5个地址',
  setPayPasswordFirst: '请先设置支付密码',
  payPasswordWrong: '支付密码错误',
  payPasswordMissing: '请输入您的支付密码',
  usdtAddressInvalid: '请输入正确的USDT地址',
  protocolInvalid: '请选择钱包协议',
  bankOwnerRequired: '请输入姓名',
  bankRequired: '请输入银行',
  bankAddressRequired: '请输入开户行地址',
  bankNoInvalid: '请输人正确的卡号长度',
  bindOk: '绑定成功',
  unbindOk: '解绑成功',
  payWayClosed: '该支付方式暂未开放',
  rechargeTooLow: (min: string) => `充值金额不能低于${min}元`,
  rechargeTooHigh: (max: string) => `充值金额不能高于${max}元`,
  depositorName: '请输入存款人姓名',
  depositorBank: '请输入银行类型',
  depositorCard: '请输入银行卡号',
  depositorBranch: '请输入银行开户行地址',
  depositNotFound: '订单不存在',
  handoffExpired: '支付链接已失效，请返回商户重新发起存款',
  withdrawCardRequired: '请选择您要提现到的银行卡',
  withdrawDailyLimit: (n: number) => `每日最多提款${n}次`,
  withdrawTurnover: (multiple: string) => `打码量不足，需达到存款金额的${multiple}倍才能提款`,
  withdrawTooLow: (min: string) => `单笔取款不能低于${min}元`,
  withdrawTooHigh: (max: string) => `单笔取款不能高于${max}元`,
  withdrawBelowFee: '取款金额不足以支付手续费',
  usdtUnavailable: 'USDT取款暂不可用，请联系客服',
  withdrawOverBalance: '取款金额超出余额',
  withdrawOk: '提交成功，等待后台审核',
  rechargeOk: '提交成功，等待后台审核',
  noRedPacket: '暂无红包可抢',
  noGrabsLeft: '您暂未达到领取条件，快去完成吧！',
  grabOk: '成功领取',
  noRebate: '没有可领取的返水',
  rebateOk: '成功领取',
  refreshOk: '获取成功',
  idempotencyReused: '该请求正在处理，请勿重复提交',
  orderNotFound: '订单不存在',
  orderDecided: '该订单已处理，不能重复审核',
  betNotFound: '注单不存在',
  betDecided: '该注单已结算',
  reasonRequired: '请填写调整原因',
  adjustBelowZero: '调整后余额不能为负数',
  memberNotFound: '会员不存在',
  gameLinkInvalid: '游戏链接已失效，请返回重新进入',
  gameSessionInvalid: '游戏会话已失效，请返回重新进入',
  stakeInvalid: '请输入正确的下注金额',
  pickInvalid: '请选择大或小',
} as const;

/** MONEY_TEXT in the language of the request being answered. */
export const MONEY_MESSAGES = localized(MONEY_TEXT, MONEY_TRANSLATIONS);

/** Record labels (gettransrecord pay_way, getcard/payinfo labels, ledger remarks). */
export const MONEY_LABELS = {
  bank: '银行卡',
  usdt: 'USDT',
  wxpay: '微信',
  alipay: '支付宝',
  vippay: 'VipPay',
  transferInto: (venue: string) => `转入${venue}`,
  transferOutOf: (venue: string) => `${venue}转出`,
  recycle: (venue: string) => `一键回收(${venue})`,
  withdrawBank: '银行卡提款',
  withdrawUsdt: (protocol: string) => `USDT提款(${protocol})`,
  demoGift: '演示账户初始余额',
  autoApprove: '演示自动审核',
} as const;

/** The demo dice page (served by this server inside the venue frame). */
export const DICE_PAGE = {
  title: '骰宝 · 猜大小',
  balance: '场馆余额',
  stake: '下注金额（元）',
  big: '大',
  small: '小',
  pending: '未结算注单',
  hint: '三颗骰子点数之和 11-17 为大，4-10 为小，豹子通杀。猜中赔 1 赔 1。',
  rolling: '开奖中…',
  win: '恭喜，赢了',
  lose: '很遗憾，输了',
  pendingPlaced: '注单已提交，等待结算',
  expired: '链接已失效',
} as const;

/** Seed data: the bank list, the site's receiving accounts and the demo member's cards. */
export const SEED_TEXT = {
  banks: [
    '中国工商银行',
    '中国建设银行',
    '中国农业银行',
    '中国银行',
    '交通银行',
    '招商银行',
    '中国邮政储蓄银行',
    '兴业银行',
    '中信银行',
    '浦发银行',
  ],
  receiving: [
    { bank_name: '中国工商银行', bank_no: '6222020200112233445', bank_owner: '深圳市皇冠科技有限公司', bank_address: '深圳市福田支行' },
    { bank_name: '招商银行', bank_no: '6214830100998877665', bank_owner: '深圳市皇冠科技有限公司', bank_address: '深圳市南山支行' },
  ],
  wechatContent: '请使用微信扫码付款，付款时备注订单号',
  alipayContent: '请使用支付宝扫码付款，付款时备注订单号',
  usdtContent: '请向以下地址转账USDT，到账后自动上分',
  demoCardOwner: '张三',
  demoCardBank: '中国工商银行',
  demoCardBranch: '北京市朝阳支行',
} as const;
