// jsdom plus Node's fetch classes, for component tests whose pages call the API through the shared ky client
// (answered by installFakeNetwork of @portal/shared/testing). Node's Request insists on its own AbortController.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder']) this.global[key] = globalThis[key];
  }
}

module.exports = JsdomWithFetch;
