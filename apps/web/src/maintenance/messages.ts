// Texts quoted by the product spec match it exactly; in this folder because the maintenance screen is lazy
// (../messages.ts is the first paint's).
export const messages = {
  maintenanceTitle: '系统维护中',
  maintenanceFallback: '网站正在维护，请稍后再访问。',
} as const;
