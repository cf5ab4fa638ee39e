import { transferOfferFor } from './offer-check';

const venues = [
  { platname: 'ag', name: 'AG真人', balance: '0.00' as const },
  { platname: 'dg', name: 'DG真人', balance: 0 as const },
  { platname: 'sb', name: '沙巴体育', balance: '120.00' as const },
];
const member = (balance: string, transferstatus: 0 | 1 = 0) => ({ balance, transferstatus });

describe('transferOfferFor', () => {
  it.each([
    [
      'a venue at 0.00, money in the central wallet',
      member('1280.50'),
      'ag',
      { platname: 'ag', name: 'AG真人', central: 128050, movable: 128000 },
    ],
    ['a venue answered as the number 0', member('300.00'), 'dg', { platname: 'dg', name: 'DG真人', central: 30000, movable: 30000 }],
    ['a venue holding money', member('1280.50'), 'sb', null],
    ['an empty central wallet', member('0.00'), 'ag', null],
    ['less than one whole yuan (the server floors a transfer to whole yuan)', member('0.99'), 'ag', null],
    ['自动免转 on: the server moves the money itself', member('1280.50', 1), 'ag', null],
    ['a venue the list does not name', member('1280.50'), 'pg', null],
    ['a central balance that cannot be read', member('abc'), 'ag', null],
  ])('%s', (_case, user, platname, expected) => {
    expect(transferOfferFor(user, venues, platname)).toEqual(expected);
  });
});
