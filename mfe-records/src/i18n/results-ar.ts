// A deferred group's texts (app.tsx `translations.deferred`) as an ES module of its own: one chunk, fetched
// with the results pages, so that ./app and the other records pages do not carry them.
import texts from './results.ar.json';

export default texts;
