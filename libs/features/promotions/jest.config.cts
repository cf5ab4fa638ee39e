module.exports = {
  displayName: 'promotions',
  // jsdom and the set-up every feature library shares.
  preset: '../../../jest.feature-preset.js',
  coverageDirectory: '../../../coverage/libs/features/promotions',
};
