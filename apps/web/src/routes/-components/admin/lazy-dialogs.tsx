// /admin's dialogs (view, delete, migrate, reset link) load after the screen's first paint: none
// is open when it shows, and with the dialog component they are about 2 KB gzipped that /admin
// would otherwise load before showing (issue 29 item 6: every screen within 150 KB).
import { lazy, useEffect, useState } from 'react';
import { afterPaint } from '../../../lib/use-preload';

const loadDialogs = () => import('./dialogs');
const loadResetLinkDialog = () => import('./reset-link-dialog');

export const ViewProfileDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.ViewProfileDialog })),
);
export const DeleteProfileDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.DeleteProfileDialog })),
);
export const MigrateDialog = lazy(() => loadDialogs().then((m) => ({ default: m.MigrateDialog })));
export const ResetLinkDialog = lazy(() =>
  loadResetLinkDialog().then((m) => ({ default: m.ResetLinkDialog })),
);

/**
 * False until the screen has been painted: the dialogs are mounted (and their code fetched) only
 * then. One opened before they arrive (a tap within the first frames) opens once they have: its
 * state is the screen's, and the dialog opens on mount when told to.
 */
export function useDialogsAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPaint(() => setReady(true)), []);
  return ready;
}
