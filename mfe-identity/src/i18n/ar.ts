// The remote's Arabic as one ES module, fetched only when Arabic is chosen (app.tsx `translations.ar`): no JSON
// namespace helper in remoteEntry.js.
import ar from './ar.json';

export default ar;
