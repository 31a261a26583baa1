// jsdom has no fetch. The appointment pages call the API through the shared ky client, so the component
// tests run in jsdom with Node's own fetch classes (and its AbortController, which Node's Request
// insists on for `signal`). The answers come from src/test/fake-network.ts.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder']) this.global[key] = globalThis[key];
  }
}

module.exports = JsdomWithFetch;
