// Compile-time half of route-list.ts's check: its table must be exactly the generated tree's
// addresses and ids (a route added, removed or moved to another layout fails `tsc`).
import type { ROUTE_IDS } from './route-list';
import type { FileRoutesByFullPath } from './routeTree.gen';

type TreeIds = { [P in keyof FileRoutesByFullPath]: FileRoutesByFullPath[P]['id'] };
type ListedIds = { -readonly [P in keyof typeof ROUTE_IDS]: (typeof ROUTE_IDS)[P] };
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const routeListMatchesTree: Equal<TreeIds, ListedIds> = true;
