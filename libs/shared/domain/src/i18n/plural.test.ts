import { plural } from './plural';

describe('plural', () => {
  it('picks the form the language’s rules name for the count', () => {
    const days = { one: '# day', other: '# days' };
    expect(plural('en', 1, days)).toBe('1 day');
    expect(plural('en', 2, days)).toBe('2 days');
    expect(plural('en', 0, days)).toBe('0 days');
    // Brazilian Portuguese counts 0 as one (CLDR), unlike English.
    expect(plural('pt-BR', 0, { one: '# dia', other: '# dias' })).toBe('0 dia');
  });

  it('falls back to `other` where a language has no form of its own (Thai, Vietnamese)', () => {
    expect(plural('th', 1, { other: '# วัน' })).toBe('1 วัน');
    expect(plural('vi', 3, { one: 'never used', other: '# ngày' })).toBe('3 ngày');
    // A form the language has but the translation leaves out: `other` stands in for it.
    expect(plural('en', 1, { other: '# × turnover' })).toBe('1 × turnover');
  });
});
