// The metric names a PromQL expression reads (its vector selectors), for the dashboard and alert
// checks (dashboard.test.mjs). Debian's promtool 2.42 parses expressions (`promtool check rules`)
// but cannot list what they select, and the grammar Prometheus's own UI uses is not among the
// workspace's packages: this reads PromQL's tokens, the few places where a bare word is a label
// rather than a metric (matchers, `by`/`without`/`on`/`ignoring`/`group_*` lists) set aside.

/** PromQL's functions (Prometheus 2.42's list); a word before `(` that is none of them is a mistake. */
const FUNCTIONS = new Set(
  (
    'abs absent absent_over_time acos acosh asin asinh atan atanh avg_over_time ceil changes clamp clamp_max ' +
    'clamp_min cos cosh count_over_time day_of_month day_of_week day_of_year days_in_month deg delta deriv end exp ' +
    'floor histogram_count histogram_fraction histogram_quantile histogram_sum holt_winters hour idelta increase ' +
    'irate label_join label_replace last_over_time ln log10 log2 max_over_time min_over_time minute month pi ' +
    'predict_linear present_over_time quantile_over_time rad rate resets round scalar sgn sin sinh sort sort_desc ' +
    'sqrt start stddev_over_time stdvar_over_time sum_over_time tan tanh time timestamp vector year'
  ).split(' '),
);
const AGGREGATIONS = new Set('sum min max avg group stddev stdvar count count_values bottomk topk quantile'.split(' '));
/** Words followed by a list of label names. */
const LABEL_LISTS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right']);
const OPERATOR_WORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'atan2', 'inf', 'nan']);

const TOKEN =
  /\s+|#[^\n]*|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`|(?<word>[a-zA-Z_:][\w:]*)|(?<number>(?:0x[\da-fA-F]+|\d*\.?\d+(?:e[+-]?\d+)?)(?:ms|[smhdwy])?(?:\d+(?:ms|[smhdwy]))*)|(?<punct>=~|!~|==|!=|<=|>=|[-+*/%^<>=(){}[\],@:])/y;

/** The tokens of an expression; throws on a character PromQL has no use for. */
function tokens(expr) {
  const out = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expr.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(expr);
    if (!m) throw new Error(`unexpected ${JSON.stringify(expr.slice(at, at + 12))} at ${at}`);
    const { word, number, punct } = m.groups;
    if (word) out.push({ word });
    else if (number) out.push({ number });
    else if (punct) out.push({ punct });
    else if (/^["'`]/.test(m[0])) out.push({ string: m[0] });
  }
  return out;
}

/**
 * The metric names an expression selects, in order of first use. A selector by `__name__` alone
 * (`{__name__="x"}`) is refused: the checks could not tell what it reads.
 */
export function metricNames(expr) {
  const t = tokens(expr);
  const names = [];
  for (let i = 0; i < t.length; i++) {
    const { word, punct } = t[i];
    if (punct === '{') {
      const close = t.findIndex((tok, j) => j > i && tok.punct === '}');
      if (close < 0) throw new Error('a { without its }');
      const before = t[i - 1];
      if (!before?.word && t.slice(i, close).some((tok) => tok.word === '__name__'))
        throw new Error('a selector by __name__: name the metric instead');
      i = close;
      continue;
    }
    if (punct === '[') {
      const close = t.findIndex((tok, j) => j > i && tok.punct === ']');
      if (close < 0) throw new Error('a [ without its ]');
      i = close;
      continue;
    }
    if (!word) continue;
    const next = t[i + 1];
    if (LABEL_LISTS.has(word)) {
      if (next?.punct === '(') i = t.findIndex((tok, j) => j > i && tok.punct === ')');
      continue;
    }
    if (OPERATOR_WORDS.has(word)) continue;
    if (next?.punct === '(') {
      if (!FUNCTIONS.has(word) && !AGGREGATIONS.has(word)) throw new Error(`${word}(…) is no PromQL function`);
      continue;
    }
    // An aggregation's modifier before its argument: `sum by (le) (…)`.
    if (AGGREGATIONS.has(word) && LABEL_LISTS.has(next?.word)) continue;
    if (!names.includes(word)) names.push(word);
  }
  return names;
}
