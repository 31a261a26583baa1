// The remote's Arabic as one ES module, fetched only when Arabic is chosen (app.tsx `translations.ar`): one
// chunk instead of one per file, and no JSON namespace helper in remoteEntry.js.
import ar from './ar.json';
import accountAr from './account.ar.json';

export default { ...ar, ...accountAr };
