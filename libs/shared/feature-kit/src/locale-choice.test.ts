import { chooseLocale } from './locale-choice';

describe('choosing a language (docs/i18n.md)', () => {
  it('keeps it in localStorage and in the cookie the server reads, then reloads the page in it', () => {
    const stored = new Map<string, string>();
    const cookies: string[] = [];
    const reload = jest.fn();
    const win = {
      localStorage: { setItem: (key: string, value: string) => stored.set(key, value) },
      document: {
        set cookie(line: string) {
          cookies.push(line);
        },
      },
      location: { reload },
    } as unknown as Window;
    chooseLocale('vi', win);
    expect(stored.get('h5_lang')).toBe('vi');
    expect(cookies).toEqual(['h5_lang=vi; path=/; max-age=31536000; SameSite=Lax']);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still sets the cookie when storage is refused', () => {
    const cookies: string[] = [];
    const win = {
      localStorage: {
        setItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      },
      document: {
        set cookie(line: string) {
          cookies.push(line);
        },
      },
      location: { reload: jest.fn() },
    } as unknown as Window;
    chooseLocale('th', win);
    expect(cookies).toEqual(['h5_lang=th; path=/; max-age=31536000; SameSite=Lax']);
  });
});
