import { createFileRoute } from '@tanstack/react-router';
import { queries } from '../lib/queries';
import { AdminScreen } from './-components/admin/AdminScreen';

// The router plugin splits the component, with everything under -components/admin (its CSS
// included), into a chunk of its own: only /admin downloads it, nothing of it is in the resident
// bundle. The loader stays in the main bundle, so the list request starts beside the chunk's.
export const Route = createFileRoute('/_admin/admin')({
  // The profiles and the participant-code section's read, side by side (each failure shows in
  // its own section). The reset links' address is read here too: its warning sits above the
  // screen, and arriving after the first paint it pushed everything down (layout shift 0.22).
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(queries.profiles(context)),
      context.queryClient.ensureQueryData(queries.participantCode(context)),
      context.queryClient
        .ensureQueryData(context.trpc.organiser.publicUrl.queryOptions())
        .catch(() => undefined),
    ]),
  component: AdminScreen,
});
