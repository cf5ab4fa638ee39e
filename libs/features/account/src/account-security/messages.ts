/**
 * The 账户安全 screen's Chinese texts (docs/security.md "Second factors and confirmations");
 * ./locales has the other languages. Kept apart from ../messages.ts: only this screen loads them.
 */
export const texts = {
  title: '账户安全',
  intro: '添加通行密钥或开启验证器后，提现、绑定收款账户、修改密码等操作都需要本人确认，只知道密码的人无法转走资金。',
  loadFailed: '加载失败',
  passkeys: {
    title: '通行密钥',
    empty: '尚未添加通行密钥',
    add: '添加通行密钥',
    rename: '重命名',
    remove: '删除',
    added: (date: string) => `添加于 ${date}`,
    unsupported: '此浏览器不支持通行密钥',
    namePrompt: '通行密钥名称',
    removeConfirm: (name: string) => `确定删除通行密钥“${name}”吗？`,
    addedToast: '已添加通行密钥',
  },
  totp: {
    title: '验证器',
    hint: '使用验证器应用（如 Google Authenticator）生成的6位验证码确认操作',
    on: '已开启',
    off: '未开启',
    turnOn: '开启验证器',
    turnOff: '关闭验证器',
    secret: '密钥',
    code: '6位验证码',
    enable: '确认开启',
  },
  devices: {
    title: '登录设备',
    current: '本设备',
    firstSeen: '首次登录',
    lastSeen: '最近活动',
    address: 'IP地址',
    end: '下线',
    endOthers: '下线其他所有设备',
  },
  idle: {
    title: '自动登出',
    hint: '一段时间没有操作后自动退出登录',
    options: { 0: '关闭', 15: '15分钟', 60: '1小时', 240: '4小时' } as Record<number, string>,
  },
  previous: {
    title: '上次登录',
    none: '这是您的首次登录',
    time: '登录时间',
    device: '设备',
    notMe: '不是我？',
  },
  confirm: {
    failed: '确认未完成',
  },
} as const;
