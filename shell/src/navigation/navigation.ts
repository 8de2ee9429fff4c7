import { createContext, useContext } from 'react';

/**
 * How the pages outside the layout (login, forgot password) move between paths. They must not need
 * react-router: the login page is shown before the router is even loaded, to keep its JS small. Under
 * the router the same pages get a navigate built on react-router (RouterNavigation).
 */
export type Go = (to: string, options?: { replace?: boolean }) => void;

const fallback: Go = (to, options) => window.location[options?.replace ? 'replace' : 'assign'](to);

export const NavigationContext = createContext<Go>(fallback);

export const useGo = (): Go => useContext(NavigationContext);

/** The two paths the console shows without its router. */
export const PUBLIC_PATHS = ['/', '/forgot-password'] as const;

export const isPublicPath = (path: string): boolean => (PUBLIC_PATHS as readonly string[]).includes(path);
