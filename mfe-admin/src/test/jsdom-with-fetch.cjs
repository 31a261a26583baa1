// jsdom has no fetch. The content pages call the API and the content site through the shared ky client,
// so the component tests run in jsdom with Node's own fetch classes; the answers come from fake-network.ts.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder']) this.global[key] = globalThis[key];
  }
}

module.exports = JsdomWithFetch;
