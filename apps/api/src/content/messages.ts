/** Texts of the content calls. */
export const CONTENT_MESSAGES = {
  ok: '操作成功',
  visitorOnSite: 'wap',
  activityMissing: '活动不存在',
  applied: '申请成功',
  alreadyApplied: '您已申请过该活动，当前状态：',
  applicationStates: { 1: '待审核', 2: '已通过', 3: '已拒绝' } as Record<number, string>,
  agentApplied: '提交成功，等待后台审核',
  alreadyAgent: '您已申请过代理',
  alreadyIsAgent: '您已经是代理',
  articleMissing: '暂无数据',
  badParam: '参数错误：',
} as const;
