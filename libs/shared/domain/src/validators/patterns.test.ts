import { isEmail, isMainlandMobile } from './patterns';

describe('isMainlandMobile', () => {
  it.each([
    '13012345678',
    '13912345678',
    '15012345678',
    '15312345678',
    '15512345678',
    '15912345678',
    '17612345678',
    '17712345678',
    '17812345678',
    '18012345678',
    '18912345678',
    '14512345678',
    '14712345678',
    '013812345678',
    '8613812345678',
    '1795113812345678',
  ])('accepts %p', (mobile) => {
    expect(isMainlandMobile(mobile)).toBe(true);
  });

  it.each([
    ['154 is excluded', '15412345678'],
    ['17[678] only', '17512345678'],
    ['17[678] only', '17912345678'],
    ['14[57] only', '14612345678'],
    ['no 12x', '12012345678'],
    ['no 16x', '16612345678'],
    ['no 19x', '19912345678'],
    ['too short', '1381234567'],
    ['too long', '138123456789'],
    ['unknown prefix', '8513812345678'],
    ['+86 is not a listed prefix', '+8613812345678'],
    ['letters', '1381234567a'],
    ['empty', ''],
  ])('refuses (%s) %p', (_why, mobile) => {
    expect(isMainlandMobile(mobile)).toBe(false);
  });
});

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last@mail.example.com', 'x+y@qq.com'])('accepts %p', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', '@b.com', 'a@.com', 'a@b..com', 'a b@c.com', 'a@b@c.com', 'a@b.com.'])('refuses %p', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});
