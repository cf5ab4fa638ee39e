/** Texts of the security layer (Chinese, as the rest of the API). */
export const SECURITY_MESSAGES = {
  /** The same answer whether the guess that was refused was right or wrong. */
  secretLocked: '密码错误次数过多，请15分钟后再试或联系客服',
  liftTargetRequired: '请提供会员账号或IP地址',
  lifted: '已解除锁定',
} as const;
