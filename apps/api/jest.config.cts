module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // PGlite loads its WASM with a dynamic import(): the project's test target runs jest with
  // --experimental-vm-modules. fastify's inject() cannot load under jest (ESM-only cookie 2), so
  // tests talk real HTTP on a loopback port (test/harness.ts).
  // Each suite boots its own in-memory PostgreSQL (PGlite, ~3 s); keep suites few and large.
  testTimeout: 60000,
  // On PostgreSQL (TEST_DATABASE_URL) every suite empties and uses the one database, so they
  // run one at a time; on PGlite each has its own in-memory database and they run in parallel.
  ...(process.env['TEST_DATABASE_URL'] ? { maxWorkers: 1 } : {}),
  // In one process (PostgreSQL), a connection some suite's teardown leaves open kept jest
  // waiting after the last test for ever (a live-money LISTEN session closed mid-setup: fixed in
  // db/session.ts, session.test.ts). CI must fail or pass, never hang.
  forceExit: true,
  coverageDirectory: '../../coverage/apps/api',
};
