import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// One parser instance with fixed options (GitHub-flavoured line breaks off, no raw HTML trusted).
const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown written by administrators becomes HTML that is safe to put in the page: only text-level and
 * structural tags survive, links keep http(s)/mailto/tel addresses only, no attribute can run script,
 * and a heading level 1 becomes level 2 (the page already has its one h1).
 */
export function renderMarkdown(markdown: string): string {
  if (!markdown.trim()) return '';
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'hr',
      'h2',
      'h3',
      'h4',
      'strong',
      'em',
      'b',
      'i',
      'blockquote',
      'code',
      'pre',
      'ul',
      'ol',
      'li',
      'a',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel'], th: ['scope'], ol: ['start'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (tagName, attribs) => {
        // Whatever rel the author wrote is replaced: external links never get the opener.
        const { rel: _rel, ...rest } = attribs;
        const external = /^https?:\/\//i.test(rest.href ?? '');
        return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer' } : rest };
      },
    },
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  });
}

/**
 * sanitize-html writes text back as HTML, escaping exactly these three (its escapeHtml); undone here,
 * `&amp;` last, so that `&amp;lt;` stays the text `&lt;` it stood for.
 */
const unescapeSanitizedText = (html: string) =>
  html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * Plain text of Markdown (for meta descriptions): tags removed, whitespace collapsed. Text, not HTML:
 * whoever puts it into a page escapes it (an `&` escaped twice showed as `&amp;` in link previews).
 */
export function plainText(markdown: string, max = 200): string {
  const text = unescapeSanitizedText(
    sanitizeHtml(marked.parse(markdown) as string, { allowedTags: [], allowedAttributes: {} }),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
