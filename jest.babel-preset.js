// The shared jest settings with Babel in place of SWC (jest.preset.js), for the projects that
// need it:
// - the domain collects coverage (its 100 % threshold), and Jest instruments through Babel's
//   istanbul plugin;
// - the web app's hydration tests render the server's HTML and hydrate it in separate module
//   registries, which give the same styled-components class names only with the
//   styled-components Babel plugin (ssr: true in babel.config.json), as the real build does.
const base = require('./jest.preset.js');

module.exports = {
  ...base,
  transform: { '^.+\\.[tj]sx?$': ['babel-jest', { configFile: require.resolve('./babel.config.json') }] },
};
