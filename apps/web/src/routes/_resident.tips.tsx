import { useTranslation } from 'react-i18next';
import { createFileRoute } from '@tanstack/react-router';
import { Card, CtaCard } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { TIP_FIGURES } from '@wf/scoring/water/tip-figures';
import { TIP_CATEGORIES, WATER_FACTS } from '../content/tips';
import { loadNamespace } from '../i18n/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

type Texts = Readonly<Record<string, string | undefined>>;

export const Route = createFileRoute('/_resident/tips')({
  loader: () => Promise.all([loadNamespace('questionnaire-help'), loadNamespace('tips')]),
  component: TipsPage,
});

function TipsPage() {
  // The spec's gallon facts carry their litres beside them (issue 12).
  const { t } = useTranslation('questionnaire-help');
  const { t: tt } = useTranslation('tips');
  useDocumentTitle(tt('title'));
  // The catalogue holds the texts, by fact index and category id (content/tips.ts: the rest).
  const figures = tt('figures', { returnObjects: true }) as Texts;
  const factTexts = tt('factTexts', { returnObjects: true }) as Texts;
  // The tips' litres are the model's (TIP_FIGURES), named in the catalogue and filled in here.
  const categories = tt('categories', { returnObjects: true, ...TIP_FIGURES }) as Readonly<
    Record<string, { title: string; tips: Texts } | undefined>
  >;
  return (
    <div className="page">
      <header className="page-header">
        <h1>
          <span aria-hidden="true">💡 </span>
          {tt('title')}
        </h1>
        <p className="page-header__lead">{tt('lead')}</p>
      </header>

      <section aria-labelledby="facts-heading" className="page-section">
        <h2 id="facts-heading">{tt('facts')}</h2>
        <ul className="fact-grid">
          {WATER_FACTS.map((fact, index) => (
            <li key={fact.icon} className="fact-card">
              <span className="fact-card__icon" aria-hidden="true">
                {fact.icon}
              </span>
              <p className="fact-card__figure">
                {figures[index]}
                {fact.litres !== undefined && (
                  <span className="fact-card__litres">
                    {' '}
                    (
                    {fact.fromModel
                      ? tt('modelBeside', { litres: fact.litres })
                      : t('tips.litresBeside', { litres: fact.litres })}
                    )
                  </span>
                )}
              </p>
              <p className="fact-card__text">{factTexts[index]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="categories-heading" className="page-section">
        <h2 id="categories-heading">{tt('byRoom')}</h2>
        <div className="tip-grid">
          {TIP_CATEGORIES.map((category) => (
            <Card
              key={category.id}
              title={categories[category.id]?.title}
              icon={category.icon}
              headingLevel={3}
              className="tip-card"
            >
              <ul className="tip-list">
                {Object.entries(categories[category.id]?.tips ?? {}).map(([key, tip]) => (
                  <li key={key}>{tip}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>

      <CtaCard
        tone="tint"
        icon="📝"
        title={tt('cta.title')}
        action={
          <NavButton to="/questionnaire" size="lg">
            {tt('cta.action')}
          </NavButton>
        }
      >
        {tt('cta.text')}
      </CtaCard>
    </div>
  );
}
