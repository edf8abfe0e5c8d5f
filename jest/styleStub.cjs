// Plain (non-module) CSS imports have no effect in jsdom tests.
module.exports = {};
