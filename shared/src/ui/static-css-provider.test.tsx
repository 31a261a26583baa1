import { render } from '@testing-library/react';
import { PortalUiProvider } from './provider';
import { STATIC_CSS_ID } from './system';

const globalRules = () =>
  [...document.querySelectorAll('style[data-emotion]')]
    .map((s) => s.textContent ?? '')
    .concat(...[...document.styleSheets].map((sheet) => [...sheet.cssRules].map((r) => r.cssText)))
    .join('\n');

afterEach(() => {
  document.getElementById(STATIC_CSS_ID)?.remove();
  document.head.querySelectorAll('style[data-emotion]').forEach((s) => s.remove());
});

describe('PortalUiProvider and the static stylesheet', () => {
  test('on a page that links the stylesheet, no global styles are inserted at run time', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.id = STATIC_CSS_ID;
    document.head.appendChild(link);
    render(
      <PortalUiProvider>
        <p>hello</p>
      </PortalUiProvider>,
    );
    expect(globalRules()).not.toContain('--chakra-colors-brand-solid');
    expect(globalRules()).not.toContain('portal-icon-directional');
  });

  test('without it (component tests, a remote on its own), the provider inserts them as before', () => {
    render(
      <PortalUiProvider>
        <p>hello</p>
      </PortalUiProvider>,
    );
    expect(globalRules()).toContain('portal-icon-directional');
  });
});
