// "No story whose name promises a state it does not show": each state word in a story's name
// has a probe in the rendered page. The kit marks its states in the DOM for this (and for
// assistive technology): skeletons and busy buttons aria-busy, EmptyState data-state, errors
// and refusals role=alert, disabled controls disabled/aria-disabled.

const visibleMatch = (selector) => (page) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].some((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      }),
    selector,
  );

export const STATE_PROBES = [
  {
    name: 'Loading',
    words: /\b(loading|busy|refreshing)\b/i,
    what: 'a skeleton, spinner or busy control',
    test: visibleMatch('[aria-busy="true"],[role="status"],[data-testid="skeleton"]'),
  },
  { name: 'Empty', words: /\bempty\b/i, what: 'the empty state (picture + text)', test: visibleMatch('[data-state="empty"]') },
  {
    name: 'Error',
    words: /\b(error|failed)\b/i,
    what: 'an error state or alert',
    test: visibleMatch('[data-state="error"],[role="alert"]'),
  },
  { name: 'End of list', words: /\b(end of list|no more)\b/i, what: '没有更多了~', test: visibleMatch('[data-state="noMore"]') },
  {
    name: 'Disabled',
    words: /\bdisabled\b/i,
    what: 'a control marked disabled or aria-disabled',
    test: visibleMatch(':disabled,[aria-disabled="true"]'),
  },
  { name: 'Open', words: /\b(open|dialog)\b/i, what: 'an open dialog', test: visibleMatch('[role="dialog"],[role="alertdialog"]') },
];

/** Problems with the state the story's name promises (empty when it shows it). */
export async function stateProblems(page, story, info, size) {
  const problems = [];
  for (const probe of STATE_PROBES) {
    if (probe.words.test(story.name) && !(await probe.test(page))) problems.push(`named "${story.name}" but shows no ${probe.what}`);
  }
  if (/\bnarrow\b|\b320\b/i.test(story.name) && size.name === '375' && info.viewport !== 'narrow') {
    problems.push(`named "${story.name}" but does not open in the 320×568 viewport (globals.viewport "narrow")`);
  }
  return problems;
}
