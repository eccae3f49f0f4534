import { useEffect } from 'react';

/**
 * The tab's title and the search result's description of a light page, in the page's language:
 * `<page> - <site>`. Leaving the page puts back what index.html says, so the shell that follows a
 * login does not carry the last public page's title.
 */
export function usePageMeta(title: string, site: string, description: string): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = { title: document.title, description: meta?.content };
    document.title = title && title !== site ? `${title} - ${site}` : site;
    if (meta) meta.content = description;
    return () => {
      document.title = before.title;
      if (meta && before.description !== undefined) meta.content = before.description;
    };
  }, [title, site, description]);
}
