import type { AppInfo } from '@h5/api-contract';
import { fail, fakeApi, ok, type FakeAnswer } from '@h5/test-utils';

export { fail, ok };

export const appInfo = (overrides: Partial<AppInfo> = {}): AppInfo => ({
  title: '皇冠体育',
  site_state: '1',
  repair_tips: '',
  redpacket_switch: '1',
  site_logo: '/pictures/logo.svg',
  h5_url: 'https://h5.example.com',
  index_modal: '0',
  webcontent: '',
  ios_download_qrcode: '',
  ios_download_url: '',
  ...overrides,
});

/** Answers of a healthy site; a test overrides the paths it is about. */
export const defaultAnswers: Record<string, FakeAnswer> = {
  '/api/app': ok(appInfo()),
  // The server's "you are already on the site" answer: no startup redirect.
  '/api/getVisitUrl': fail(500, ''),
  '/api/balance': ok({ balance: '1234.50' }),
  '/api/user': ok({ username: 'player01', balance: '1234.50', gameblance: 0 }),
  '/api/getservicerurl': ok({ url: 'https://service.example.com/chat' }),
};

/** The shared fake (@h5/test-utils) answering like a healthy site unless a test says otherwise. */
export const shellFakeApi = (overrides: Record<string, FakeAnswer> = {}) => fakeApi({ ...defaultAnswers, ...overrides });
