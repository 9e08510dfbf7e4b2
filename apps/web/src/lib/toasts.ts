// A tiny store for short messages shown in the toast region of the root layout.
import { useSyncExternalStore } from 'react';
import type { Toast } from '@wf/ui';

type Listener = () => void;
const listeners = new Set<Listener>();
let toasts: readonly Toast[] = [];
let nextId = 1;

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: Toast['id']): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(message: string, tone: Toast['tone'] = 'success', durationMs = 5000) {
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }];
  emit();
  window.setTimeout(() => dismissToast(id), durationMs);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
