// jsdom lacks TextEncoder/TextDecoder, which react-router needs as soon as it is imported.
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
