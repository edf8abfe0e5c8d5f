// Entry point of the webpack tooling: the config factories used by the six webpack.config.cjs files.
'use strict';

module.exports = require('./createConfig.cjs');
