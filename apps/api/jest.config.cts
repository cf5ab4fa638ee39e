module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // PGlite loads its WASM with a dynamic import(): the project's test target runs jest with
  // --experimental-vm-modules. fastify's inject() cannot load under jest (ESM-only cookie 2), so
  // tests talk real HTTP on a loopback port (test/harness.ts).
  // Each suite boots its own in-memory PostgreSQL (PGlite, ~3 s); keep suites few and large.
  testTimeout: 60000,
  coverageDirectory: '../../coverage/apps/api',
};
