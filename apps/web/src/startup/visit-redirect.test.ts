import { referralCode, visitRedirectTarget } from './visit-redirect';

describe('visitRedirectTarget', () => {
  const here = 'https://old.example.com/#/';

  it('goes to the visit URL when it is another address', () => {
    expect(visitRedirectTarget('https://new.example.com', here)).toBe('https://new.example.com/');
  });

  it('never goes to the address the player is on', () => {
    expect(visitRedirectTarget('https://old.example.com/', here)).toBeNull();
    expect(visitRedirectTarget('https://old.example.com/other', here)).toBeNull();
  });

  it('opens the register panel with the referral code the address carried', () => {
    expect(visitRedirectTarget('https://new.example.com', 'https://old.example.com/#/?pid=A88')).toBe(
      'https://new.example.com/#/login?type=1&pid=A88',
    );
    expect(visitRedirectTarget('https://new.example.com/h5/', 'https://old.example.com/?pid=7#/')).toBe(
      'https://new.example.com/h5/#/login?type=1&pid=7',
    );
  });

  it('ignores missing and unusable addresses', () => {
    expect(visitRedirectTarget(undefined, here)).toBeNull();
    expect(visitRedirectTarget('', here)).toBeNull();
    expect(visitRedirectTarget('javascript:alert(1)', here)).toBeNull();
    expect(visitRedirectTarget('http://[bad', here)).toBeNull();
  });
});

describe('referralCode', () => {
  it('reads pid from the page query or the hash route query', () => {
    expect(referralCode('https://a.example/?pid=1#/')).toBe('1');
    expect(referralCode('https://a.example/#/login?pid=2')).toBe('2');
    expect(referralCode('https://a.example/#/')).toBeNull();
  });
});
