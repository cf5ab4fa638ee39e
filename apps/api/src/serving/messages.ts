/** Texts of the non-API responses (files, the service and agent pages). */
export const SERVING_MESSAGES = {
  fileNotFound: '文件不存在',
  notFound: '接口不存在',
} as const;

/** The built-in customer-service and agent pages (kf_url and agent_login_url point at them). */
export const PAGE_TEXT = {
  serviceTitle: '在线客服',
  serviceBody: '您好，这里是演示站的在线客服。请描述您遇到的问题，客服人员将尽快回复。',
  serviceHours: '服务时间：7×24小时',
  agentTitle: '代理登录',
  agentBody: '代理后台为演示页面。合营申请审核通过后，客服会将代理账号发送到您的站内信。',
} as const;
