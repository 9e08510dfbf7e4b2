import { ToastRegion } from '@wf/ui';
import { dismissToast, useToasts } from '../lib/toasts';

export function Toasts() {
  const toasts = useToasts();
  return <ToastRegion toasts={toasts} onDismiss={dismissToast} />;
}
