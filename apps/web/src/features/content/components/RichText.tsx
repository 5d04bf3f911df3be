import classes from './content.module.css';

/**
 * Text written by administrators in Markdown. The server renders it and sanitises the HTML (no script,
 * no event handlers, only http(s)/mailto/tel links), so it is safe to insert.
 */
export function RichText({ html, lang }: { html: string; lang?: string }) {
  return (
    <div
      className={classes.rich}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when the Markdown is rendered.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
