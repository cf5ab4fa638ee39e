import { readLocaleChoice, type ChoiceWindow } from './choice';

/** A window with the given stored choice, cookie and browser languages. */
function browser({ stored, cookie = '', languages = [] }: { stored?: string; cookie?: string; languages?: string[] }) {
  const storage = new Map<string, string>(stored ? [['h5_lang', stored]] : []);
  const doc = { cookie };
  const win = {
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    // Each write adds or replaces one cookie, as document.cookie does; reading gives `a=1; b=2`.
    document: {
      get cookie() {
        return doc.cookie;
      },
      set cookie(line: string) {
        const [pair] = line.split(';') as [string];
        const name = pair.split('=')[0];
        doc.cookie = [...doc.cookie.split('; ').filter((c) => c && !c.startsWith(`${name}=`)), pair].join('; ');
        writes.push(line);
      },
    },
    navigator: { languages },
  } as unknown as ChoiceWindow;
  const writes: string[] = [];
  return { win, storage, writes, cookie: () => doc.cookie };
}

describe('the language to show (docs/i18n.md)', () => {
  it('is the stored choice first, then the cookie, then the browser’s first language of ours, then Chinese', () => {
    expect(readLocaleChoice(browser({ stored: 'th', cookie: 'h5_lang=en', languages: ['vi'] }).win)).toBe('th');
    expect(readLocaleChoice(browser({ cookie: 'a=1; h5_lang=en', languages: ['vi'] }).win)).toBe('en');
    expect(readLocaleChoice(browser({ languages: ['fr-FR', 'pt-PT', 'en'] }).win)).toBe('pt-BR');
    expect(readLocaleChoice(browser({ languages: ['fr-FR', 'de'] }).win)).toBe('zh-CN');
  });

  it('skips a stored or cookie value that is none of ours', () => {
    expect(readLocaleChoice(browser({ stored: 'klingon', cookie: 'h5_lang=xx', languages: ['vi-VN'] }).win)).toBe('vi');
  });

  it('writes the choice to both, so the server renders the next visit in it; nothing when the cookie has it', () => {
    const first = browser({ languages: ['en-US'] });
    readLocaleChoice(first.win);
    expect(first.storage.get('h5_lang')).toBe('en');
    expect(first.writes).toEqual(['h5_lang=en; path=/; max-age=31536000; SameSite=Lax']);
    const again = browser({ stored: 'en', cookie: 'h5_lang=en' });
    readLocaleChoice(again.win);
    expect(again.writes).toEqual([]);
  });

  it('reads the cookie when storage is refused', () => {
    const { win } = browser({ cookie: 'h5_lang=th' });
    win.localStorage.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    win.localStorage.setItem = win.localStorage.getItem;
    expect(readLocaleChoice(win)).toBe('th');
  });
});
