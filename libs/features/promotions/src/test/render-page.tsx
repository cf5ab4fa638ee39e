import { createAppStore } from '@h5/api-client';
import { fakeApi, ok, type FakeAnswer } from '@h5/test-utils';
import { UiKitProvider } from '@h5/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  activitiesFixture,
  activityFixture,
  activityTypesFixture,
  applicationsFixture,
  page,
  rebateDataFixture,
  redPacketInfoFixture,
  redPacketRecordsFixture,
  userFixture,
  venuesFixture,
  vipLevelsFixture,
} from './fixtures';

/** What a member of the demo site sees on the promotions screens. */
export const promotionRoutes = (): Record<string, FakeAnswer> => ({
  '/api/user': ok(userFixture),
  '/api/balance': ok({ balance: userFixture.balance }),
  '/api/balancelist': ok(venuesFixture),
  '/api/app': ok({ redpacket_switch: 1 }),
  '/api/activitytype': ok(activityTypesFixture),
  '/api/activitylist': (body) => ok(page(body['type'] === undefined ? activitiesFixture : activitiesFixture.filter((a) => a.type === body['type']))),
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

export interface RenderPageOptions {
  /** The route the page is mounted on, with its query. */
  at: string;
  routes?: Record<string, FakeAnswer>;
  token?: string | null;
}

/** The real store and page against the shared fake API; any other route shows where a tap led. */
export function renderPage(pageElement: ReactElement, options: RenderPageOptions) {
  const api = fakeApi({ ...promotionRoutes(), ...options.routes });
  const store = createAppStore({ token: options.token === undefined ? 'member-token' : options.token, fetchFn: api.fetchFn });
  const path = options.at.split('?')[0];
  const view = render(
    <Provider store={store}>
      <UiKitProvider>
        <MemoryRouter initialEntries={[options.at]}>
          <Routes>
            <Route path={path} element={pageElement} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </UiKitProvider>
    </Provider>,
  );
  return { ...view, api, store };
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}
