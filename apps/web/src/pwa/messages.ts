// The installed app's texts (docs/performance.md, Live money and the service worker): the offline page the service worker shows and the
// update prompt. Kept apart from the shell's first-paint messages: only the worker's lazy
// chunk and the build's offline page use them. The offline text is the network layer's own
// wording (docs/product.md §8); 重新加载 is ui-kit's retry.
export const pwaMessages = {
  offlineTitle: '网络连接失败',
  offlineText: '网络异常，请检查网络后重试',
  updateTitle: '新版本可用',
  updateContent: '网站已更新，刷新后使用新版本',
  updateNow: '立即刷新',
  updateLater: '稍后',
} as const;
