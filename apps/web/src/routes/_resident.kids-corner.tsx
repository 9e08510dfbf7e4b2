import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MissionKey, StickerKey } from '@wf/scoring/kids';
import { Card, CtaCard, buttonClassName } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { loadNamespace } from '../i18n/i18n';
import { ACTIVITIES, FUN_FACTS, KIDS_TIPS, MASCOT_GREETING } from '../content/kids';
import { useKidsMutations } from '../lib/kids-queries';
import { queries, useQueryContext } from '../lib/queries';
import { showToast } from '../lib/toasts';
import { useDocumentTitle } from '../lib/use-document-title';
import { Drippy } from './-components/Drippy';
import { KidsQuiz } from './-components/kids/KidsQuiz';
import { MissionToggle } from './-components/kids/MissionToggle';
import { StickerAlbum } from './-components/kids/StickerAlbum';
import './-components/kids/kids.css';

export const Route = createFileRoute('/_resident/kids-corner')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(queries.kids(context)),
      loadNamespace('kids'),
    ]),
  component: KidsCornerPage,
});

function KidsCornerPage() {
  useDocumentTitle('Kids Corner');
  const { t } = useTranslation('kids');
  const kids = useSuspenseQuery(queries.kids(useQueryContext())).data.value;
  const { setMission, completeQuiz } = useKidsMutations();
  const done = new Set(kids.missions.filter((m) => m.done).map((m) => m.mission));
  const announce = (sticker: StickerKey | null) => {
    if (sticker) showToast(t('album.new', { name: t(`sticker.${sticker}`) }));
  };
  const failed = () => showToast(t('mission.failed'), 'error');
  const changeMission = (mission: MissionKey, isDone: boolean) =>
    setMission.mutate(
      { mission, done: isDone },
      { onSuccess: (state) => announce(state.newSticker), onError: failed },
    );
  const finishQuiz = () =>
    completeQuiz.mutate({}, { onSuccess: (state) => announce(state.newSticker), onError: failed });
  const busyMission = setMission.isPending ? setMission.variables.mission : null;

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

      <StickerAlbum earned={kids.stickers.map((s) => s.sticker)} />

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
              {activity.mission === 'water-detective' && (
                <Link
                  to="/water-detective"
                  className={buttonClassName({ variant: 'secondary' }, 'mission__link')}
                >
                  <span aria-hidden="true">🔎 </span>
                  {t('mission.detectiveLink')}
                </Link>
              )}
              <MissionToggle
                mission={activity.mission}
                done={done.has(activity.mission)}
                busy={busyMission === activity.mission}
                onChange={changeMission}
              />
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="kids-quiz-heading" className="page-section kids-quiz">
        <h2 id="kids-quiz-heading">
          <span aria-hidden="true">❓ </span>
          {t('quiz.heading')}
        </h2>
        <p>{t('quiz.intro')}</p>
        <KidsQuiz onFinish={finishQuiz} />
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
