import { createFileRoute } from '@tanstack/react-router';
import { Card } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { ACTIVITIES, FUN_FACTS, KIDS_TIPS, MASCOT_GREETING } from '../content/kids';
import { useDocumentTitle } from '../lib/use-document-title';
import { Drippy } from './-components/Drippy';

export const Route = createFileRoute('/_resident/kids-corner')({
  component: KidsCornerPage,
});

function KidsCornerPage() {
  useDocumentTitle('Kids Corner');
  return (
    <div className="page kids">
      <header className="page-header">
        <h1>
          <span aria-hidden="true">🐳 </span>Kids Corner
        </h1>
      </header>

      <section className="mascot" aria-labelledby="mascot-heading">
        <Drippy className="mascot__art" />
        <div className="mascot__bubble">
          <h2 id="mascot-heading" className="mascot__title">
            {MASCOT_GREETING.title}
          </h2>
          <p>{MASCOT_GREETING.text}</p>
        </div>
      </section>

      <section aria-labelledby="fun-facts-heading" className="page-section">
        <h2 id="fun-facts-heading">
          <span aria-hidden="true">🤩 </span>Fun Water Facts
        </h2>
        <ul className="kids-grid">
          {FUN_FACTS.map((fact) => (
            <li key={fact.title} className="kids-card kids-card--fact">
              <span className="kids-card__icon" aria-hidden="true">
                {fact.icon}
              </span>
              <h3 className="kids-card__title">{fact.title}</h3>
              <p>{fact.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kids-tips-heading" className="page-section">
        <h2 id="kids-tips-heading">
          <span aria-hidden="true">🦸 </span>How You Can Save Water
        </h2>
        <ul className="kids-grid">
          {KIDS_TIPS.map((tip) => (
            <li key={tip.title} className="kids-card kids-card--tip">
              <span className="kids-card__icon" aria-hidden="true">
                {tip.icon}
              </span>
              <h3 className="kids-card__title">{tip.title}</h3>
              <p>{tip.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="activities-heading" className="page-section">
        <h2 id="activities-heading">
          <span aria-hidden="true">✂️ </span>Fun Activities
        </h2>
        <div className="activity-grid">
          {ACTIVITIES.map((activity) => (
            <Card
              key={activity.title}
              title={activity.title}
              icon={activity.icon}
              headingLevel={3}
              tone="sun"
            >
              <p>{activity.text}</p>
              <ol className="activity-steps">
                {activity.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </Card>
          ))}
        </div>
      </section>

      <Card tone="accent" className="cta-card">
        <div className="cta-card__body">
          <span className="cta-card__icon" aria-hidden="true">
            🏅
          </span>
          <div>
            <h2 className="cta-card__title">Ready to be a Water Hero?</h2>
            <p>Take the quiz with a grown-up and find out your family’s water score!</p>
          </div>
        </div>
        <NavButton to="/questionnaire" size="lg">
          Take the Quiz
        </NavButton>
      </Card>
    </div>
  );
}
