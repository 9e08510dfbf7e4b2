// Which figures of the footprint were measured at home by the water detective (issue 12), or an
// invitation to measure when none were.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MeasurementKey } from '@wf/scoring/water';

export function MeasuredAtHome({ measured }: { measured: readonly MeasurementKey[] }) {
  const { t } = useTranslation('kids');
  return (
    <section className="measured-at-home page-section" aria-labelledby="measured-at-home-heading">
      <h2 id="measured-at-home-heading">
        <span aria-hidden="true">🕵️ </span>
        {t('measured.heading')}
      </h2>
      {measured.length > 0 ? (
        <>
          <p>{t('measured.lead')}</p>
          <ul className="measured-at-home__list">
            {measured.map((key) => (
              <li key={key}>
                <span aria-hidden="true">✔ </span>
                {t(`measured.${key}`)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('measured.none')}</p>
      )}
      <p>
        <Link to="/water-detective">{t('measured.link')}</Link>
      </p>
    </section>
  );
}
