import { type AnchorHTMLAttributes, type ComponentType, createContext, type ReactNode, useContext } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
}

/**
 * How a component used by both entries of the web app links and navigates: the owner panel's entry
 * gives React Router's (app.tsx), the public entry its own small router's (public-site/main.tsx).
 * Without a provider: a plain link and a full page load.
 */
export interface AppNavigation {
  Link: ComponentType<AppLinkProps>;
  /** A hook: the function that goes to a path (or back, with -1). */
  useNavigate: () => (to: string | -1) => void;
}

function PlainLink({ to, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

const fullPageLoad = (to: string | -1) => (to === -1 ? window.history.back() : window.location.assign(to));

const NavigationContext = createContext<AppNavigation>({ Link: PlainLink, useNavigate: () => fullPageLoad });

export const AppNavigationProvider = NavigationContext.Provider;

/** A link to a page of the app, followed by the entry's router. */
export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(NavigationContext);
  return <Link {...props} />;
}

/** The entry's navigate function (see AppNavigation). */
export function useAppNavigate(): (to: string | -1) => void {
  return useContext(NavigationContext).useNavigate();
}
