// Babel, for the projects that need it; every other project uses SWC (jest.preset.js):
// - the domain collects coverage (its 100 % threshold), and Jest instruments through Babel's
//   istanbul plugin;
// - the web app's hydration tests render the server's HTML and hydrate it in separate module
//   registries, which give the same styled-components class names only with the
//   styled-components Babel plugin (ssr: true in babel.config.json), as the real build does.
module.exports = {
  '^.+\\.[tj]sx?$': ['babel-jest', { configFile: require.resolve('../../babel.config.json') }],
};
