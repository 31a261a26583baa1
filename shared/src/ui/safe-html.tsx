import { useMemo } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * HTML from the content site (terms, privacy, news, package descriptions) rendered safely: parsed with
 * the browser's DOMParser (no script runs while parsing) and rebuilt from an allow-list of tags and
 * attributes. Links keep only http(s)/mailto/tel addresses and open in a new tab without opener access.
 */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'div', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'a', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'small', 'sup', 'sub',
]);
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/))/i;

export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.createElement('div');
  const copy = (node: Node, into: Node) => {
    node.childNodes.forEach((child) => {
      if (child.nodeType === Node.TEXT_NODE) {
        into.appendChild(document.createTextNode(child.textContent ?? ''));
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const el = child as Element;
        const tag = el.tagName.toLowerCase();
        if (!ALLOWED_TAGS.has(tag)) {
          // Unknown wrappers keep their text; script/style/iframe and the like are dropped whole.
          if (!['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'].includes(tag)) copy(el, into);
          return;
        }
        const clean = document.createElement(tag);
        if (tag === 'a') {
          const href = el.getAttribute('href') ?? '';
          if (SAFE_URL.test(href.trim())) {
            clean.setAttribute('href', href.trim());
            clean.setAttribute('target', '_blank');
            clean.setAttribute('rel', 'noopener noreferrer');
          }
        }
        if ((tag === 'td' || tag === 'th') && el.getAttribute('colspan')) clean.setAttribute('colspan', String(Number(el.getAttribute('colspan')) || 1));
        copy(el, clean);
        into.appendChild(clean);
      }
    });
  };
  copy(doc.body, out);
  return out.innerHTML;
}

export interface SafeHtmlProps extends Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children'> {
  html: string;
}

export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      {...rest}
      css={{ '& p': { marginBlockEnd: '0.75em' }, '& ul, & ol': { paddingInlineStart: '1.5em', marginBlockEnd: '0.75em' }, '& h1, & h2, & h3, & h4': { fontWeight: 600, marginBlock: '0.5em' }, '& a': { textDecoration: 'underline' } }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
