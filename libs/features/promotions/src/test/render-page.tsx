import { type FakeAnswer, ok, page, pageRenderer, userFixture, venuesFixture } from '@h5/test-utils';
import {
  activitiesFixture,
  activityFixture,
  activityTypesFixture,
  applicationsFixture,
  rebateDataFixture,
  redPacketInfoFixture,
  redPacketRecordsFixture,
  vipLevelsFixture,
} from './fixtures';

/** What a member of the demo site sees on the promotions screens. */
export const promotionRoutes = (): Record<string, FakeAnswer> => ({
  '/api/user': ok(userFixture),
  '/api/balance': ok({ balance: userFixture.balance }),
  '/api/balancelist': ok(venuesFixture),
  '/api/app': ok({ redpacket_switch: 1 }),
  '/api/activitytype': ok(activityTypesFixture),
  '/api/activitylist': (body) =>
    ok(page(body['type'] === undefined ? activitiesFixture : activitiesFixture.filter((a) => a.type === body['type']))),
  '/api/activitydeatil': ok(activityFixture),
  '/api/doactivityapply': ok([], '申请成功，请等待审核'),
  '/api/activityApplyLog': ok(page(applicationsFixture)),
  '/api/uservip': ok(vipLevelsFixture),
  '/api/userredpacket': ok(redPacketInfoFixture),
  '/api/douserredpacket': ok({ redpacketmoney: 18.88, sendnums: 1, acquirednum: 2 }, '成功领取'),
  '/api/redpacket': ok(page(redPacketRecordsFixture)),
  '/api/getfanshui': ok(rebateDataFixture),
  '/api/dofanshui': ok([], '领取成功'),
});

/** The real store and page against the shared fake API, answering as promotions's member unless a test says otherwise. */
export const renderPage = pageRenderer(promotionRoutes);
