import { useEffect } from 'react';

export const APP_NAME = 'Water Footprint Tracker';

/** Sets the tab title to "<page> · Water Footprint Tracker". */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
