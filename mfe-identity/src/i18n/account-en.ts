// A deferred group's texts (app.tsx `translations.deferred`) as an ES module of its own: one chunk, fetched
// with the first page that asks for the group, and no JSON namespace helper in remoteEntry.js.
import texts from './account.en.json';

export default texts;
