import type { ReactNode } from 'react';
import { Brand } from './Brand';
import { BareMain } from './RouteStates';

/**
 * The administrator's header bar around /admin's loading and error states. It lives here, not in
 * the admin layout's route file, because the router keeps a route's pending component in the
 * main bundle: anything shared from that file would become a `_admin` chunk every resident loads.
 * The screen's own CSS is in its lazy chunk, so this is plain.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="bare-frame">
      <header className="bare-frame__header">
        <Brand to="/admin" />
      </header>
      <BareMain>{children}</BareMain>
    </div>
  );
}
