/**
 * The app's router (issue 21): the part of react-router's declarative API the app uses — `<BrowserRouter>`,
 * `<MemoryRouter>` (tests), `useRoutes`/`<Routes>`/`<Route>`, `<Outlet>`, `<Navigate>`, `<Link>`, `<NavLink>`,
 * `useNavigate`, `useLocation`, `useParams`, `useSearchParams`, `useNavigationType`, `matchRoutes` — with
 * react-router's semantics for them: routes ranked by specificity (a static segment beats a parameter,
 * `:name?` is optional), case-insensitive matching, `history.state` as `{ usr, key, idx }`, the first entry
 * a POP with key `default`, a link to where the player already is replaces instead of pushing. react-router 7
 * cost about 13.6 KB gzip before the first paint (its links and routes carry the framework mode's data,
 * prefetch and hydration code); this is about 2 KB.
 */
export type { NavigationType } from './history.ts';
export type { NavigateFunction, NavigateOptions } from './hooks.ts';
export { useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from './hooks.ts';
export type { LinkProps, NavLinkProps } from './links.tsx';
export { Link, NavLink } from './links.tsx';
export type { Params, RouteMatch } from './match-routes.ts';
export { matchRoutes } from './match-routes.ts';
export type { Location, Path, To } from './path.ts';
export { createPath, parsePath } from './path.ts';
export { BrowserRouter, MemoryRouter } from './router-context.tsx';
export type { RouteObject } from './routes.tsx';
export { Navigate, Outlet, Route, Routes, useRoutes } from './routes.tsx';
