import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PublicError, PublicPending } from '../components/RouteStates';

// The visitor screens (spec section 2), open without a session. Each draws its own frame (the
// landing page has no header); this layout gives them one skeleton and one error screen.
export const Route = createFileRoute('/_public')({
  component: Outlet,
  pendingComponent: PublicPending,
  errorComponent: PublicError,
});
