// Stands in for the `object.entries` package in the browser build (vite.config.ts): node-polyglot, under the console's
// i18n provider, asks it for Object.entries, which every browser the console supports has. The package's polyfill
// machinery (call-bind, get-intrinsic, define-properties, es-abstract pieces) was in the console's first load.
module.exports = Object.entries;
