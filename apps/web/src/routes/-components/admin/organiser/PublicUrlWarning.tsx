import { useQuery } from '@tanstack/react-query';
import { Alert } from '@wf/ui';
import { useTRPC } from '../../../../lib/trpc';

/**
 * Reset links are built on the server's PUBLIC_URL (issue 28, item 5). When it is unset (the
 * server then uses http://localhost:PORT) or points at this machine, a link sent to a resident's
 * phone opens nothing: the organiser is told before handing one out.
 */
export function PublicUrlWarning() {
  const trpc = useTRPC();
  const status = useQuery(trpc.organiser.publicUrl.queryOptions());
  if (!status.data?.local) return null;
  return (
    <Alert tone="warning" className="organiser-public-url">
      Reset links point at {status.data.publicUrl}, which opens only on the server’s own computer,
      not on a resident’s phone. Set PUBLIC_URL to the address residents use (for example
      https://water.example.org) and restart the server.
    </Alert>
  );
}
