// Fails when the Storybook build lacks a story for a ui-kit component state that designers
// review: every component × Default, Loading, Empty, Error, LongText, Narrow320.
import { readFileSync } from 'node:fs';

const COMPONENTS = [
  'NavBar', 'RichHtml', 'Amount', 'MaskedCardNumber', 'StatusTag', 'EmptyState', 'PagedList',
  'DateFilter', 'PickerPopup', 'ExpandableList', 'CopyButton', 'Countdown', 'ConfirmDialog',
];
const STATES = ['Default', 'Loading', 'Empty', 'Error', 'LongText', 'Narrow320'];

// Storybook ids are "<title>--<story>" lower-cased with punctuation turned into '-', so
// compare with the dashes removed: 'ui-kit-navbar--narrow-320' holds NavBar/Narrow320.
const squash = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const index = JSON.parse(readFileSync(process.argv[2] ?? 'dist/storybook/index.json', 'utf8'));
const ids = Object.values(index.entries).filter((e) => e.type === 'story').map((e) => e.id);
const stories = ids.map((id) => id.split('--')).map(([title, story]) => ({ title: squash(title), story: squash(story) }));

const missing = [];
for (const component of COMPONENTS) {
  for (const state of STATES) {
    const found = stories.some((s) => s.title.endsWith(squash(component)) && s.story === squash(state));
    if (!found) missing.push(`${component}/${state}`);
  }
}
if (missing.length) {
  console.error(`Storybook is missing ${missing.length} story state(s):\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`Storybook: ${ids.length} stories; all ${COMPONENTS.length} ui-kit components have their ${STATES.length} states.`);
