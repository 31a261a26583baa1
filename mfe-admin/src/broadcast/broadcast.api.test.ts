import { toInUrlPath } from './broadcast.api';

test('InURLPath is base64 of the URL’s UTF-8 text, non-Latin characters included', () => {
  const url = 'https://example.com/عروض?q=a b';
  expect(toInUrlPath(url)).toBe(Buffer.from(url, 'utf8').toString('base64'));
  expect(Buffer.from(toInUrlPath(url), 'base64').toString('utf8')).toBe(url);
});
