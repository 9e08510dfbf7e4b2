import { createFileRoute } from '@tanstack/react-router';
import { Card, CtaCard } from '@wf/ui';
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
        <KidsCards cards={FUN_FACTS} kind="fact" />
      </section>

      <section aria-labelledby="kids-tips-heading" className="page-section">
        <h2 id="kids-tips-heading">
          <span aria-hidden="true">🦸 </span>How You Can Save Water
        </h2>
        <KidsCards cards={KIDS_TIPS} kind="tip" />
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

      <CtaCard
        tone="accent"
        icon="🏅"
        title="Ready to be a Water Hero?"
        action={
          <NavButton to="/questionnaire" size="lg">
            Take the Quiz
          </NavButton>
        }
      >
        Take the quiz with a grown-up and find out your family’s water score!
      </CtaCard>
    </div>
  );
}

function KidsCards({
  cards,
  kind,
}: {
  cards: readonly { icon: string; title: string; text: string }[];
  kind: 'fact' | 'tip';
}) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.title} className={`kids-card kids-card--${kind}`}>
          <span className="kids-card__icon" aria-hidden="true">
            {card.icon}
          </span>
          <h3 className="kids-card__title">{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
