import { KNOWN_CONTENT_ID } from '@portal/shared/brand';

/** A fresh copy of the module, as a new page has it: the page's answers are read on the first look. */
function freshContent(): typeof import('./content') & { sessionStore: typeof import('../session').sessionStore } {
  let loaded!: ReturnType<typeof freshContent>;
  jest.isolateModules(() => {
    loaded = { ...(jest.requireActual('./content') as typeof import('./content')), sessionStore: (jest.requireActual('../session') as typeof import('../session')).sessionStore };
  });
  return loaded;
}

function pageWithAnswers(answers: unknown): void {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${KNOWN_CONTENT_ID}">${JSON.stringify(answers)}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('knownContent: the content answers a page arrived with', () => {
  test("the page's answer for the address the call would ask, in the page's language, and none for another", () => {
    pageWithAnswers({
      'https://site.example/burjeel/getwebbanner?banner_for=Login': ['en'],
      'https://site.example/burjeel/getwebbanner?banner_for=Login&lang=ar': ['ar'],
    });
    const { knownContent, sessionStore } = freshContent();
    expect(knownContent('getwebbanner', { banner_for: 'Login' })).toBeUndefined(); // no content base known yet
    sessionStore.getState().patch({ wpBaseUrl: 'https://site.example/burjeel/' });
    expect(knownContent('getwebbanner', { banner_for: 'Login' })).toEqual(['en']);
    sessionStore.getState().setLang('ar');
    expect(knownContent('getwebbanner', { banner_for: 'Login' })).toEqual(['ar']);
    expect(knownContent('getwebbanner', { banner_for: 'Banner' })).toBeUndefined();
    sessionStore.getState().patch({ wpBaseUrl: 'https://site.example/medeor/' });
    expect(knownContent('getwebbanner', { banner_for: 'Login' })).toBeUndefined();
  });

  test('a page without answers, or with unreadable ones, knows none (its calls ask the content site)', () => {
    document.body.innerHTML = `<script type="application/json" id="${KNOWN_CONTENT_ID}">{not json</script>`;
    const { knownContent, sessionStore } = freshContent();
    sessionStore.getState().patch({ wpBaseUrl: 'https://site.example/burjeel/' });
    expect(knownContent('getwebbanner', { banner_for: 'Login' })).toBeUndefined();
  });

  test("the server's render is given its answers (shell/src/server.tsx)", () => {
    const { knownContent, setKnownContent, sessionStore } = freshContent();
    sessionStore.getState().patch({ wpBaseUrl: 'https://site.example/burjeel' });
    setKnownContent({ 'https://site.example/burjeel/getwebbanner?banner_for=Login': [1] });
    expect(knownContent('getwebbanner', { banner_for: 'Login' })).toEqual([1]);
  });
});
