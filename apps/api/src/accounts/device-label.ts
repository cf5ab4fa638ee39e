/**
 * A session's device as the member reads it in 登录设备: the browser's name and the platform,
 * from the User-Agent (no fingerprinting beyond what the browser says of itself).
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/MicroMessenger/i, 'WeChat'],
  [/MQQBrowser|QQ\//i, 'QQ'],
  [/UCBrowser/i, 'UC'],
  [/SamsungBrowser/i, 'Samsung Internet'],
  [/Edg(e|A|iOS)?\//i, 'Edge'],
  [/OPR\/|Opera/i, 'Opera'],
  [/Firefox|FxiOS/i, 'Firefox'],
  [/HeadlessChrome/i, 'Chrome'],
  [/Chrome|CriOS|Chromium/i, 'Chrome'],
  [/Safari/i, 'Safari'],
];
const PLATFORMS: Array<[RegExp, string]> = [
  [/iPhone/i, 'iPhone'],
  [/iPad/i, 'iPad'],
  [/Android/i, 'Android'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];

export function deviceLabel(userAgent: string): string {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const platform = PLATFORMS.find(([re]) => re.test(userAgent))?.[1];
  if (!browser && !platform) return userAgent ? userAgent.slice(0, 40) : '—';
  return [browser, platform].filter(Boolean).join(' · ');
}
