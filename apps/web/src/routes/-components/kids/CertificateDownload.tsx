import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@wf/ui';

/** The child's certificate (issue 30, item 3): a PDF in the profile's language, to print. */
export function CertificateDownload() {
  const { t } = useTranslation('kids');
  return (
    <section aria-labelledby="certificate-heading" className="page-section">
      <h2 id="certificate-heading">
        <span aria-hidden="true">📜 </span>
        {t('certificate.heading')}
      </h2>
      <p>{t('certificate.text')}</p>
      <a
        href="/api/kids/certificate.pdf"
        download="certificate.pdf"
        className={buttonClassName({ variant: 'primary' })}
      >
        {t('certificate.button')}
      </a>
    </section>
  );
}
