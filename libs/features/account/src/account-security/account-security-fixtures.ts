import type { SecurityOverview, SessionInfo } from '@h5/api-contract';

/** 账户安全 as the server answers it, for the page tests and the stories. */
export const overviewFixture: SecurityOverview = {
  passkeys: [
    { id: 1, name: 'iPhone Safari', created_at: '2026-11-28 09:12:40', last_used_at: '2026-12-01 21:05:09' },
    { id: 2, name: 'Mac Chrome', created_at: '2026-11-30 18:01:02', last_used_at: null },
  ],
  totp: true,
  idle_minutes: 15,
  previous_login: { time: '2026-12-01 21:05:09', ip: '203.0.113.7', device: 'iPhone · Safari', method: 'passkey' },
  destination_wait_hours: 24,
};

/** A member who has added nothing yet, on their first login. */
export const firstOverviewFixture: SecurityOverview = {
  passkeys: [],
  totp: false,
  idle_minutes: 0,
  previous_login: null,
  destination_wait_hours: 24,
};

export const sessionsFixture: SessionInfo[] = [
  {
    id: 31,
    device: 'iPhone · Safari',
    ip: '203.0.113.7',
    method: 'passkey',
    first_seen: '2026-12-02 08:30:00',
    last_seen: '2026-12-02 09:14:51',
    current: true,
  },
  {
    id: 29,
    device: 'Android · Chrome',
    ip: '198.51.100.23',
    method: 'password',
    first_seen: '2026-12-01 22:40:13',
    last_seen: '2026-12-01 23:02:45',
    current: false,
  },
];

export const oneSessionFixture: SessionInfo[] = [sessionsFixture[0]];
