import { sanitizeHtml } from './safe-html';

test('scripts, event handlers and javascript: links are removed; text and safe markup stay', () => {
  const out = sanitizeHtml('<p onclick="x()">Hello <b>there</b><script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><a href="https://example.org">ok</a><img src=x onerror=alert(1)>');
  expect(out).toBe('<p>Hello <b>there</b></p><a>bad</a><a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a>');
});
