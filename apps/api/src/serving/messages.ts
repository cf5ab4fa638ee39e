import { SERVING_TRANSLATIONS } from './messages.i18n';
import { localized } from '../i18n/localized';

/**
 * Texts of the non-API responses (files, the service and agent pages), in Chinese;
 * ./messages.i18n.ts has the other languages of SERVING_TEXT (the pages below are Chinese only).
 */
export const SERVING_TEXT = {
  fileNotFound: '文件不存在',
  notFound: '接口不存在',
  // The installed app's name when the site has no title (the /app page's 官方app下载 wording).
  appName: '官方app',
} as const;

/** SERVING_TEXT in the language of the request being answered. */
export const SERVING_MESSAGES = localized(SERVING_TEXT, SERVING_TRANSLATIONS);

/** The built-in customer-service and agent pages (kf_url and agent_login_url point at them). */
export const PAGE_TEXT = {
  serviceTitle: '在线客服',
  serviceBody: '您好，这里是演示站的在线客服。请描述您遇到的问题，客服人员将尽快回复。',
  serviceHours: '服务时间：7×24小时',
  agentTitle: '代理登录',
  agentBody: '代理后台为演示页面。合营申请审核通过后，客服会将代理账号发送到您的站内信。',
} as const;

/** The two partner pages /zhanzhuye frames (type 1 regional, type 2 global top partner). */
export const SPONSOR_TEXT = {
  1: {
    title: '区域合作伙伴',
    lines: [
      '本站荣幸成为体育俱乐部的官方区域合作伙伴，与俱乐部一起把赛场的激情带给亚洲区的每一位球迷。',
      '合作期间，会员可参与球衣签名抽奖、主场观赛名额等专属活动，活动详情请关注优惠页面。',
    ],
  },
  2: {
    title: '全球顶级合作伙伴',
    lines: [
      '本站携手体育俱乐部成为全球顶级合作伙伴，共同推广健康、理性的体育娱乐文化。',
      '俱乐部赛事期间，本站将推出赛事专题与加奖活动，感谢每一位会员的支持与陪伴。',
    ],
  },
} as const;

/** The demo VipPay payment site (serving/vippay-page.ts): a stand-in for the third party. */
export const VIPPAY_PAGE = {
  brand: 'VipPay',
  title: 'VipPay 收银台',
  merchant: '收款商户',
  amount: '支付金额',
  expires: '请在此时间前完成支付',
  confirm: '确认支付',
  cancel: '取消支付，返回商户',
  demoNote: '演示支付页面：确认后生成一笔存款订单，商户审核通过后金额存入您的账户。',
  doneTitle: '支付已提交',
  orderNo: '订单号',
  doneNote: '订单等待商户审核，审核通过后金额将存入您的账户。',
  backToSite: '返回商户查看交易记录',
  failedTitle: '无法完成支付',
  amountMismatch: '支付金额与订单不符，请返回商户重新发起存款',
  backToRecharge: '返回商户',
} as const;
