// The score summary's lead: the home's litres a day (in buckets too), each person's litres
// against India's norm and what cities really use, where the water goes, and the hidden water.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock, WhenInView } from '@wf/ui';
import { Buckets, bucketsOf } from './Buckets';
import { CategoryList } from './CategoryList';
import { PerPerson } from './PerPerson';
import { directBars, virtualBars } from './footprint-view';
import type { FootprintView } from './footprint-view';
import { sentence, useWaterWords } from './words';

const CategoryChart = lazy(() => import('./CategoryChart'));

export function HomeFootprint({ footprint }: { footprint: FootprintView }) {
  const { t } = useTranslation('water');
  const words = useWaterWords();
  const { direct, virtual, benchmarks, householdSize } = footprint;
  const bars = directBars(footprint);
  const chartLoading = <LoadingBlock label={t('home.loadingChart')} />;
  return (
    <section className="home-footprint page-section" aria-labelledby="home-litres-heading">
      <h2 id="home-litres-heading" className="home-footprint__lead">
        <span aria-hidden="true">💧 </span>
        {t('home.lead', { litres: sentence(words.aboutLitres(direct.litresPerDay)) })}
      </h2>
      <p className="home-footprint__range">
        {t('home.range', { low: words.litres(direct.low), high: words.litres(direct.high) })}
      </p>
      {footprint.assumptions?.includes('bathingMinimum') && (
        <p className="home-footprint__assumed">{t('home.assumedBathing')}</p>
      )}
      <Buckets buckets={bucketsOf(direct.litresPerDay)} />

      <div className="home-footprint__grid">
        <div className="home-footprint__part">
          <h3>
            {t('home.person', { about: words.aboutLitres(direct.perPersonPerDay) })}
            <span className="home-footprint__people">
              {' '}
              {t('home.people', { count: householdSize })}
            </span>
          </h3>
          <PerPerson
            perPersonPerDay={direct.perPersonPerDay}
            normPerPersonPerDay={benchmarks.normPerPersonPerDay}
            metroMeasuredPerPersonPerDay={benchmarks.metroMeasuredPerPersonPerDay}
          />
        </div>

        <div className="home-footprint__part">
          <h3 id="where-heading">{t('home.where')}</h3>
          {/* Below the fold on a phone: the chart loads as it comes into view (issue 13). */}
          <WhenInView placeholder={chartLoading}>
            <Suspense fallback={chartLoading}>
              <CategoryChart bars={bars} />
            </Suspense>
          </WhenInView>
          <CategoryList bars={bars} caption={t('home.byUse')} className="wf-visually-hidden" />
          {/* What a home fact changed, beside the litres it concerns (issue 27). */}
          {footprint.homeFacts?.laundry === 'hand' && (
            <p className="home-footprint__assumed">{t('home.factHandLaundry')}</p>
          )}
        </div>
      </div>

      <div className="home-footprint__hidden-water">
        <h3>{t('home.hiddenTitle', { about: words.aboutLitres(virtual.perPersonPerDay) })}</h3>
        <p>{t('home.hiddenText')}</p>
        <CategoryList bars={virtualBars(footprint)} caption={t('home.hiddenCaption')} />
        {footprint.homeFacts?.fish === 'fish' && (
          <p className="home-footprint__assumed">{t('home.factFish')}</p>
        )}
        {footprint.homeFacts?.fish === 'both' && (
          <p className="home-footprint__assumed">{t('home.factBoth')}</p>
        )}
      </div>
    </section>
  );
}
