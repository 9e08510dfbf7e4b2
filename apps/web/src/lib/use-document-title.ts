import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export { APP_NAME } from './app-name';

/** Sets the tab title to "<page> · Water Footprint Tracker" (the app's name in the reader's language). */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation('common');
  const name = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
