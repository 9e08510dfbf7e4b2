import { useTranslation } from 'react-i18next';
import { createFileRoute } from '@tanstack/react-router';
import { Card, CtaCard } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { TIP_CATEGORIES, WATER_FACTS } from '../content/tips';
import { loadNamespace } from '../i18n/i18n';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/_resident/tips')({
  loader: () => loadNamespace('questionnaire-help'),
  component: TipsPage,
});

function TipsPage() {
  useDocumentTitle('Water-Saving Tips');
  // The spec's gallon facts carry their litres beside them (issue 12).
  const { t } = useTranslation('questionnaire-help');
  return (
    <div className="page">
      <header className="page-header">
        <h1>
          <span aria-hidden="true">💡 </span>Water-Saving Tips
        </h1>
        <p className="page-header__lead">
          Small changes at home add up to a lot of water. Pick a few to try this week!
        </p>
      </header>

      <section aria-labelledby="facts-heading" className="page-section">
        <h2 id="facts-heading">Water Facts</h2>
        <ul className="fact-grid">
          {WATER_FACTS.map((fact) => (
            <li key={fact.figure} className="fact-card">
              <span className="fact-card__icon" aria-hidden="true">
                {fact.icon}
              </span>
              <p className="fact-card__figure">
                {fact.figure}
                {fact.litres !== undefined && (
                  <span className="fact-card__litres">
                    {' '}
                    ({t('tips.litresBeside', { litres: fact.litres })})
                  </span>
                )}
              </p>
              <p className="fact-card__text">{fact.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="categories-heading" className="page-section">
        <h2 id="categories-heading">Tips by Room and Habit</h2>
        <div className="tip-grid">
          {TIP_CATEGORIES.map((category) => (
            <Card
              key={category.id}
              title={category.title}
              icon={category.icon}
              headingLevel={3}
              className="tip-card"
            >
              <ul className="tip-list">
                {category.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>

      <CtaCard
        tone="tint"
        icon="📝"
        title="How water-wise is your home?"
        action={
          <NavButton to="/questionnaire" size="lg">
            Take the Quiz
          </NavButton>
        }
      >
        Take the quiz to find your water footprint score and see which tips suit you best.
      </CtaCard>
    </div>
  );
}
