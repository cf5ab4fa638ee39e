// The Storybook inventory: one sidebar tree and stories that are each component's own states.
//   - every title is `UI Kit/<Component>` or `Features/<Feature>/<Screen>` (the shell is
//     `Features/Shell/<Part>`), words capitalised, no second spelling of a group;
//   - story names are words ("Long Text", "Narrow 320"), never glued ("LongText");
//   - each ui-kit component has exactly the states it declares in
//     libs/shared/ui-kit/component-states.json — nothing missing and no template state it does
//     not have — and every ui-kit component with stories declares its states there.
// Whether each story really shows its state is checked in the browser by scan-stories.mjs.
import { readFileSync } from 'node:fs';

const index = JSON.parse(readFileSync(process.argv[2] ?? 'dist/storybook/index.json', 'utf8'));
const declared = JSON.parse(readFileSync(new URL('../../libs/shared/ui-kit/component-states.json', import.meta.url), 'utf8'));
delete declared['//'];

const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const problems = [];

const UI_KIT = /^UI Kit\/([A-Z][A-Za-z]+)$/;
const FEATURE = /^Features\/([A-Z][A-Za-z]*)\/([A-Z][A-Za-z0-9]*(?: [A-Z0-9][A-Za-z0-9]*)*)$/;
// "LongText", "Narrow320" are glued; acronyms such as TRC20 or VIP1 are not.
const GLUED = /[a-z][A-Z]|[a-z]\d/;

const byTitle = new Map();
for (const story of stories) {
  if (!byTitle.has(story.title)) byTitle.set(story.title, []);
  byTitle.get(story.title).push(story.name);
}

const groups = new Map();
for (const title of byTitle.keys()) {
  if (!UI_KIT.test(title) && !FEATURE.test(title)) problems.push(`"${title}": not UI Kit/<Component> or Features/<Feature>/<Screen>`);
  // One spelling per group: "Features/Games" and "features/games" would be two folders.
  const parts = title.split('/');
  for (let depth = 1; depth < parts.length; depth += 1) {
    const path = parts.slice(0, depth).join('/');
    const key = path.toLowerCase().replace(/[^a-z0-9/]/g, '');
    if (!groups.has(key)) groups.set(key, new Set());
    groups.get(key).add(path);
  }
}
for (const spellings of groups.values())
  if (spellings.size > 1) problems.push(`one group spelled ${spellings.size} ways: ${[...spellings].join(' | ')}`);

for (const story of stories) {
  if (GLUED.test(story.name)) problems.push(`${story.title}/${story.name}: write the state as words ("Long Text", "Narrow 320")`);
}

const kitTitles = [...byTitle.keys()].filter((title) => title.startsWith('UI Kit/'));
for (const title of kitTitles) {
  const component = title.slice('UI Kit/'.length);
  const states = declared[component];
  if (!states) {
    problems.push(`${title}: declare its states in libs/shared/ui-kit/component-states.json`);
    continue;
  }
  const shown = byTitle.get(title);
  for (const state of states) if (!shown.includes(state)) problems.push(`${title}: missing its "${state}" story`);
  for (const name of shown)
    if (!states.includes(name)) problems.push(`${title}/${name}: not a state the component declares (${states.join(', ')})`);
}
// A declaration may land before its component's stories (another branch): a note, not a failure.
const unused = Object.keys(declared).filter((component) => !byTitle.has(`UI Kit/${component}`));
if (unused.length) console.warn(`Declared without stories yet: ${unused.join(', ')}`);

if (problems.length) {
  console.error(`Storybook inventory: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const features = [...byTitle.keys()].filter((title) => title.startsWith('Features/'));
console.log(
  `Storybook: ${stories.length} stories in one tree — ${kitTitles.length} ui-kit components, each with exactly its declared states, and ${features.length} feature screens.`,
);
