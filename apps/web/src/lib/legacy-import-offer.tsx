import { Suspense, lazy, useState } from 'react';
import { shouldOfferLegacyImport } from './legacy-import-key';

const LegacyImportCard = lazy(() => import('./legacy-import-card'));

/**
 * Mounted on the dashboard, where a resident lands after login: when this browser still holds
 * score history of the older local-only version for their email, it offers (once) to import it.
 * Only this check is in the dashboard's code; the offer loads when there is something to offer.
 */
export function LegacyImportOffer({ email }: { email: string | undefined }) {
  const [checked, setChecked] = useState(() => ({ email, offer: shouldOfferLegacyImport(email) }));
  // Another resident signed in on the same device: look again.
  if (checked.email !== email) setChecked({ email, offer: shouldOfferLegacyImport(email) });
  if (!checked.offer || !email) return null;
  return (
    <Suspense fallback={null}>
      <LegacyImportCard key={email} email={email} />
    </Suspense>
  );
}
