import { createContext, useContext, useEffect } from 'react';

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

/**
 * What shows in a route's place and names the tab instead of its route (the not-allowed panel in
 * place of a screen the role may not open): RootLayout provides it, null gives the tab back.
 */
export const ScreenTitleClaim = createContext<(screen: string | null) => void>(() => {});

/**
 * Names the browser tab `screen` while the component shows, over its route's `handle.title`. A
 * parent's effects run after its children's, so the claim goes through RootLayout's state rather
 * than to document.title directly, which RootLayout would overwrite with the route's title.
 */
export function useScreenTitleClaim(screen: string): void {
  const claim = useContext(ScreenTitleClaim);
  useEffect(() => {
    claim(screen);
    return () => claim(null);
  }, [claim, screen]);
}
