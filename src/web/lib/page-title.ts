import { useEffect } from 'react';

/** The browser tab of a screen: 'Produtos · FidelizaLoja'. */
export function pageTitle(screen: string): string {
  return `${screen} · FidelizaLoja`;
}

/** What a route declares in `handle`: the screen's name for its browser tab. */
export interface RouteHandle {
  title?: string;
}

/** Sets the browser tab's title while the screen shows (nothing while `title` is undefined). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
