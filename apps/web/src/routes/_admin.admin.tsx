import { createFileRoute } from '@tanstack/react-router';
import { AdminScreen } from './-components/admin/AdminScreen';

// The router plugin splits the component, with everything under -components/admin (its CSS
// included), into a chunk of its own: only /admin downloads it, nothing of it is in the resident
// bundle. There is no loader on purpose: in the lazy chunk it would start the list request no
// sooner than the screen itself does (spec section 8: a failed load is logged, the list empty).
export const Route = createFileRoute('/_admin/admin')({
  component: AdminScreen,
});
