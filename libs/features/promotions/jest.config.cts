// Every feature library's jest settings: tools/jest/feature-config.cjs.
module.exports = require('../../../tools/jest/feature-config.cjs')('promotions');
