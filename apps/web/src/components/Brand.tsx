import { Link } from '@tanstack/react-router';
import type { LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 4C32 4 12 28 12 41a20 20 0 0 0 40 0C52 28 32 4 32 4z" fill="#3a9ad9" />
      <ellipse cx="24" cy="40" rx="4" ry="7" fill="#fff" opacity=".6" />
    </svg>
  );
}

export function Brand({ to = '/' }: { to?: LinkProps['to'] }) {
  const { t } = useTranslation('common');
  return (
    <Link to={to} className="brand">
      <BrandMark />
      <span className="brand__name">{t('app.name')}</span>
    </Link>
  );
}
