import { translationProblems } from './translation-problems';

const zh = { title: '登录', fields: { name: '用户名' }, welcome: (site: string) => `欢迎来到${site}`, list: ['一', '二'] };

describe('translationProblems', () => {
  it('finds nothing wrong in a complete translation', () => {
    const en = { title: 'Log in', fields: { name: 'Username' }, welcome: (site: string) => `Welcome to ${site}`, list: ['one', 'two'] };
    expect(translationProblems(zh, en)).toEqual([]);
  });

  it('names a missing key, an extra key, an empty text and a text left in Chinese', () => {
    const bad = { title: '', fields: { nam: 'Username' }, welcome: (site: string) => `欢迎 ${site}`, list: ['one', '二'] };
    expect(translationProblems(zh, bad)).toEqual([
      'title: empty',
      'fields.name: missing',
      'fields.nam: not a key of the Chinese texts',
      'welcome: still Chinese (欢迎 Royal)',
      'list.1: still Chinese (二)',
    ]);
  });

  it('names a text where the Chinese has a builder, a builder where it has a text, and a missing group', () => {
    expect(translationProblems(zh, { title: () => 'x', fields: 'Name', welcome: 'Welcome', list: ['a', 'b'] })).toEqual([
      'title: a text in Chinese, function here',
      'fields: missing',
      'welcome: a text builder in Chinese, string here',
    ]);
  });

  it('calls builders with the sample given, and passes over what is neither text, builder nor group', () => {
    const counts = { unread: (n: number) => `${n}条未读`, order: 3, none: null };
    expect(translationProblems(counts, { unread: (n: number) => `${n} unread`, order: 'x', none: 'y' }, [2])).toEqual([]);
    expect(translationProblems(counts, { unread: (n: number) => (n === 2 ? '' : 'ok'), order: 3, none: null }, [2])).toEqual([
      'unread: empty',
    ]);
  });
});
