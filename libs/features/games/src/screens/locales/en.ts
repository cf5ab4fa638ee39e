import { plural } from '@h5/domain';
import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * The games feature's other screens in English (docs/i18n.md): 电子游戏 are slot games, 在线客服 live
 * chat (auth's word), and /app's iOS steps name Safari's own English labels.
 */
const en: Translation<typeof zh> = {
  screenMessages: {
    noticeModal: {
      moreUnread: (count: number) =>
        `View all announcements, ${plural('en', count, { one: '# unread message', other: '# unread messages' })}`,
    },
    concise: {
      title: 'Slot games',
      tabsLabel: 'Slot providers',
      gridLabel: (tab: string) => `${tab}: game list`,
      empty: 'Nothing here',
      failed: 'Could not load the games, please try again later',
      opening: (name: string) => `Opening ${name}…`,
    },
    gamePage: {
      title: 'Game',
      agentTitle: 'Agent login',
      serviceTitle: 'Live chat',
      appTitle: 'App download',
      frameTitle: (title: string) => `${title} page`,
      loading: 'Loading, please wait',
      failed: 'Failed to load, please try again later',
      noGame: 'No game chosen, please go back and choose one',
      noDownload: 'No download link available yet',
      downloadStarted: 'Your download has started: watch for the install prompt on your phone',
      downloadAddress: 'Download link',
      downloadAgain: 'Download again',
      backHome: 'Back to home',
    },
    kefu: {
      title: 'Live chat',
      failed: 'Could not load live chat, please try again later',
    },
    app: {
      title: (site: string) => `Download the ${site} app`,
      fallbackSite: 'official',
      slidesLabel: 'App features',
      slides: ['Fast deposits & withdrawals', 'Thousands of games', 'Safe and secure', 'Caring support'],
      slideCaptions: [
        'Deposits and withdrawals credited in seconds',
        'Live casino, sports and esports in one place',
        'Encrypted funds, no worries',
        'Online service 24/7',
      ],
      slideAlt: (n: number, total: number) => `App feature ${n} of ${total}`,
      qrAlt: 'QR code to download the app',
      qrHint: 'Scan the QR code or tap the button below to download',
      download: 'Download now',
      note: 'Tip: keep your phone and computer on the same network while installing; if the installation fails, copy the download link and open it in your phone’s own browser.',
      install: {
        title: 'Add to home screen',
        lead: 'No download needed: open it from your home screen like an app',
        button: 'Add to home screen',
        iosStepsLabel: 'How to add it to your home screen in Safari',
        iosShare: 'Tap the “Share” button at the bottom of the browser',
        iosAdd: 'Choose “Add to Home Screen” in the menu',
      },
    },
    sponsor: {
      title: 'Sponsorships',
      entries: {
        1: { title: 'Regional partner', text: 'Official regional partner of the sports club' },
        2: { title: 'Global premium partner', text: 'Global premium partner of the sports club' },
      },
      divider: 'That’s all~',
      pageTitle: (title: string) => `${title}: introduction`,
      back: 'Back to sponsorships',
    },
  },
};
export default en;
