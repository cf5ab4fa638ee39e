// React DOM's sentinels made without a stack (docs/performance.md "What the measuring browser costs").
//
// When its module runs, React DOM makes five Errors it never shows: SuspenseException and its
// kind, values it throws while rendering and recognises by identity (`thrown === SuspenseException`).
// With a debugger attached to the page (DevTools open, Lighthouse, Playwright: the Runtime
// domain), V8 records a stack with source positions for every Error made, and to get the
// positions it parses again each function on the stack: React DOM's whole module, five times.
// That was one task of ~70 ms under 4× CPU right after the first paint of / and /login, the
// longest one Lighthouse measured. Made from Error.prototype without the constructor, each is
// the same value for React (an Error, the same message) with no stack to record. A player's
// browser without DevTools never recorded those stacks: this is what Lighthouse sees, and DevTools.
//
// The build fails if React DOM's production client no longer makes them this way (a new React):
// look at its module-level `Error(formatProdErrorMessage(…))` values and update SENTINELS.

/** The module-level sentinel Errors of react-dom-client.production.js (React 19). */
export const SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
];

const FILE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
/**
 * An Error as `Error(message)` makes one, without a stack recorded: written in place of each
 * (on the same line: the module keeps its line numbers, and its "use strict" stays first).
 */
export const stacklessError = (message) =>
  `Object.create(Error.prototype, { message: { value: ${message}, writable: true, configurable: true } })`;

/**
 * The module's source with each sentinel made stackless; throws naming the sentinels it
 * did not find, so that a React upgrade cannot drop this silently.
 */
export function withStacklessSentinels(code) {
  const found = new Set();
  const pattern = new RegExp(`\\b(${SENTINELS.join('|')}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, 'g');
  const out = code.replace(pattern, (_whole, name, message) => {
    found.add(name);
    return `${name} = ${stacklessError(message)}`;
  });
  const missing = SENTINELS.filter((name) => !found.has(name));
  if (missing.length > 0)
    throw new Error(
      `react-dom-client.production.js no longer makes ${missing.join(', ')} as Error(formatProdErrorMessage(…)): update tools/web-build/react-sentinels.mjs`,
    );
  return out;
}

/** The Vite plugin: React DOM's production client only (the development one is left as it is). */
export function stacklessReactSentinels() {
  return {
    name: 'h5-stackless-react-sentinels',
    transform(code, id) {
      if (!FILE.test(id.split('?')[0])) return null;
      return { code: withStacklessSentinels(code), map: null };
    },
  };
}
