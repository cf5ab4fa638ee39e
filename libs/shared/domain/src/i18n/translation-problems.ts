/**
 * The check every catalogue's test runs (docs/i18n.md): a translation has every key of the Chinese
 * texts and no other (the type check proves it too, this proves it for what runs), and each of
 * its texts is non-empty and has no Chinese left in it. Text builders are called with `sample`
 * arguments so what they build is checked as well.
 */
export function translationProblems(zh: unknown, translated: unknown, sample: readonly unknown[] = ['Royal', 1]): string[] {
  const problems: string[] = [];
  const walk = (original: unknown, value: unknown, path: string): void => {
    if (typeof original === 'function') {
      if (typeof value !== 'function') return void problems.push(`${path}: a text builder in Chinese, ${typeof value} here`);
      return checkText(String(value(...sample)), path);
    }
    if (typeof original === 'string') {
      if (typeof value !== 'string') return void problems.push(`${path}: a text in Chinese, ${typeof value} here`);
      return checkText(value, path);
    }
    if (typeof original !== 'object' || original === null) return;
    if (typeof value !== 'object' || value === null) return void problems.push(`${path}: missing`);
    for (const key of new Set([...Object.keys(original), ...Object.keys(value)])) {
      const at = path ? `${path}.${key}` : key;
      if (!(key in value)) problems.push(`${at}: missing`);
      else if (!(key in original)) problems.push(`${at}: not a key of the Chinese texts`);
      else walk((original as Record<string, unknown>)[key], (value as Record<string, unknown>)[key], at);
    }
  };
  const checkText = (text: string, path: string): void => {
    if (text.trim() === '') problems.push(`${path}: empty`);
    else if (/\p{Script=Han}/u.test(text)) problems.push(`${path}: still Chinese (${text})`);
  };
  walk(zh, translated, '');
  return problems;
}
