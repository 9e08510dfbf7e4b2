// Every screen's address and who may open it, for the tests, the bundle budget and the screenshots
// (imported as @wf/web/routes). It is checked against the generated route tree twice: by the
// compiler (route-list.check.ts) and by test/route-list.test.ts, so a route added to src/routes
// fails the checks until it is listed here, and everything that reads this list covers it.

/** Who may open a screen: decided by the layout it sits under (_public, _resident, _admin). */
export type Access = 'public' | 'resident' | 'admin';

/** Address -> route id in the generated tree (the id names the layout). */
export const ROUTE_IDS = {
  '/': '/_public/',
  '/login': '/_public/login',
  '/signup': '/_public/signup',
  '/profile-success': '/_public/profile-success',
  '/profile-error': '/_public/profile-error',
  '/reset-password': '/_public/reset-password',
  '/dashboard': '/_resident/dashboard',
  '/profile': '/_resident/profile',
  '/edit-profile': '/_resident/edit-profile',
  '/questionnaire': '/_resident/questionnaire',
  '/score-summary': '/_resident/score-summary',
  '/tips': '/_resident/tips',
  '/kids-corner': '/_resident/kids-corner',
  '/leaderboard': '/_resident/leaderboard',
  '/score-history': '/_resident/score-history',
  '/action-plan': '/_resident/action-plan',
  '/water-detective': '/_resident/water-detective',
  '/admin': '/_admin/admin',
} as const;

export type RoutePath = keyof typeof ROUTE_IDS;
export type RouteId = (typeof ROUTE_IDS)[RoutePath];

type AccessOf<Id extends string> = Id extends `/_resident/${string}`
  ? 'resident'
  : Id extends `/_admin/${string}`
    ? 'admin'
    : 'public';

/** The layout route id a screen's id starts with. */
function accessOf<Id extends string>(id: Id): AccessOf<Id> {
  const layout = id.split('/')[1];
  const access = layout === '_resident' ? 'resident' : layout === '_admin' ? 'admin' : 'public';
  return access as AccessOf<Id>;
}

export interface RouteInfo<P extends RoutePath = RoutePath> {
  path: P;
  id: (typeof ROUTE_IDS)[P];
  access: AccessOf<(typeof ROUTE_IDS)[P]>;
}

/** Every screen, in the order above. */
export const ROUTES: readonly RouteInfo[] = (Object.keys(ROUTE_IDS) as RoutePath[]).map((path) => ({
  path,
  id: ROUTE_IDS[path],
  access: accessOf(ROUTE_IDS[path]),
}));

/** The addresses open to `A` (a type, so tables keyed by them must list every one). */
export type PathsFor<A extends Access> = {
  [P in RoutePath]: AccessOf<(typeof ROUTE_IDS)[P]> extends A ? P : never;
}[RoutePath];

/** The addresses of the screens open to `access`. */
export function routesFor<A extends Access>(access: A): PathsFor<A>[] {
  // The filter keeps exactly the paths whose access is A, which is what PathsFor<A> names.
  return ROUTES.filter((r) => r.access === access).map((r) => r.path as PathsFor<A>);
}
