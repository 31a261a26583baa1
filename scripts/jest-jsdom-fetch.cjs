// jsdom plus Node's fetch classes, for component tests whose pages call the API through the shared ky client
// (answered by installFakeNetwork of @portal/shared/testing). Node's Request insists on its own AbortController.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // Packages resolve as in Node, not as in a browser: MSW's Node interceptors (the tests' fake network) have no
    // browser build that jest could load, and the others ship the same code under both conditions.
    this.customExportConditions = ['node', 'node-addons'];
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream', 'TextDecoderStream', 'BroadcastChannel']) this.global[key] = globalThis[key];
  }
}

module.exports = JsdomWithFetch;
