// The score summary's lead: the home's litres a day (in buckets too), each person's litres
// against India's norm and what cities really use, where the water goes, and the hidden water.
import { Suspense, lazy } from 'react';
import { LoadingBlock } from '@wf/ui';
import { aboutLitres, litres, sentence } from '../../../lib/litres';
import { Buckets, bucketsOf } from './Buckets';
import { CategoryList } from './CategoryList';
import { PerPerson } from './PerPerson';
import { directBars, virtualBars } from './footprint-view';
import type { FootprintView } from './footprint-view';

const CategoryChart = lazy(() => import('./CategoryChart'));

export function HomeFootprint({ footprint }: { footprint: FootprintView }) {
  const { direct, virtual, benchmarks, householdSize } = footprint;
  const bars = directBars(footprint);
  return (
    <section className="home-footprint page-section" aria-labelledby="home-litres-heading">
      <h2 id="home-litres-heading" className="home-footprint__lead">
        <span aria-hidden="true">💧 </span>
        {sentence(aboutLitres(direct.litresPerDay))} a day for your home
      </h2>
      <p className="home-footprint__range">
        Some answers are best guesses, so it could be anywhere from {litres(direct.low)} to{' '}
        {litres(direct.high)} litres.
      </p>
      <Buckets buckets={bucketsOf(direct.litresPerDay)} />

      <div className="home-footprint__grid">
        <div className="home-footprint__part">
          <h3>
            Each person: {aboutLitres(direct.perPersonPerDay)} a day
            <span className="home-footprint__people">
              {' '}
              ({householdSize} {householdSize === 1 ? 'person' : 'people'})
            </span>
          </h3>
          <PerPerson
            perPersonPerDay={direct.perPersonPerDay}
            normPerPersonPerDay={benchmarks.normPerPersonPerDay}
            metroMeasuredPerPersonPerDay={benchmarks.metroMeasuredPerPersonPerDay}
          />
        </div>

        <div className="home-footprint__part">
          <h3 id="where-heading">Where your home’s water goes</h3>
          <Suspense fallback={<LoadingBlock label="Loading the chart…" />}>
            <CategoryChart bars={bars} />
          </Suspense>
          <CategoryList
            bars={bars}
            caption="Litres a day for your home, by use"
            className="wf-visually-hidden"
          />
        </div>
      </div>

      <div className="home-footprint__hidden-water">
        <h3>Hidden water: {aboutLitres(virtual.perPersonPerDay)} a person a day</h3>
        <p>
          Water is also used far away to grow food and make clothes and fuel. It does not come from
          your taps, so it is not in the numbers above.
        </p>
        <CategoryList bars={virtualBars(footprint)} caption="Hidden water a person a day" />
      </div>
    </section>
  );
}
