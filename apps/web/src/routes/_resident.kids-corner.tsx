import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MissionKey, StickerKey } from '@wf/scoring/kids';
import { TIP_FIGURES } from '@wf/scoring/water/tip-figures';
import { Card, CtaCard, buttonClassName } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { loadNamespace } from '../i18n/i18n';
import { ACTIVITIES, FUN_FACTS, KIDS_TIPS, MASCOT_GREETING } from '../content/kids';
import { useKidsMutations } from '../lib/kids-queries';
import { queries, useQueryContext } from '../lib/queries';
import { showToast } from '../lib/toasts';
import { useDocumentTitle } from '../lib/use-document-title';
import { Drippy } from './-components/Drippy';
import { CertificateDownload } from './-components/kids/CertificateDownload';
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
  const { t } = useTranslation('kids');
  useDocumentTitle(t('corner.title'));
  // The catalogue keys the content's texts by index and mission; English is the content itself.
  // The facts' litres are the model's (TIP_FIGURES), named in the catalogue and filled in here.
  const corner = t('corner', { returnObjects: true, ...TIP_FIGURES }) as unknown as CornerTexts;
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
          <span aria-hidden="true">🐳 </span>
          {t('corner.title')}
        </h1>
      </header>

      <section className="mascot" aria-labelledby="mascot-heading">
        <Drippy className="mascot__art" title={t('drippy.waveTitle')} />
        <div className="mascot__bubble">
          <h2 id="mascot-heading" className="mascot__title">
            {corner.greeting?.title ?? MASCOT_GREETING.title}
          </h2>
          <p>{corner.greeting?.text ?? MASCOT_GREETING.text}</p>
        </div>
      </section>

      <StickerAlbum earned={kids.stickers.map((s) => s.sticker)} />

      <section aria-labelledby="fun-facts-heading" className="page-section">
        <h2 id="fun-facts-heading">
          <span aria-hidden="true">🤩 </span>
          {t('corner.factsHeading')}
        </h2>
        <KidsCards cards={FUN_FACTS} texts={corner.facts} kind="fact" />
      </section>

      <section aria-labelledby="kids-tips-heading" className="page-section">
        <h2 id="kids-tips-heading">
          <span aria-hidden="true">🦸 </span>
          {t('corner.tipsHeading')}
        </h2>
        <KidsCards cards={KIDS_TIPS} texts={corner.tips} kind="tip" />
      </section>

      <section aria-labelledby="activities-heading" className="page-section">
        <h2 id="activities-heading">
          <span aria-hidden="true">✂️ </span>
          {t('corner.activitiesHeading')}
        </h2>
        <div className="activity-grid">
          {ACTIVITIES.map((activity) => {
            const texts = corner.activities?.[activity.mission];
            return (
              <Card
                key={activity.title}
                title={texts?.title ?? activity.title}
                icon={activity.icon}
                headingLevel={3}
                tone="sun"
              >
                <p>{texts?.text ?? activity.text}</p>
                <ol className="activity-steps">
                  {activity.steps.map((step, index) => (
                    <li key={step}>{texts?.steps?.[index] ?? step}</li>
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
            );
          })}
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

      <CertificateDownload />

      <CtaCard
        tone="accent"
        icon="🏅"
        title={t('corner.ctaTitle')}
        action={
          <NavButton to="/questionnaire" size="lg">
            {t('corner.ctaButton')}
          </NavButton>
        }
      >
        {t('corner.ctaText')}
      </CtaCard>
    </div>
  );
}

type Texts = { title?: string; text?: string };

/** The Kids Corner's content in the reader's language (kids:corner); any part may be missing. */
interface CornerTexts {
  greeting?: Texts;
  facts?: Readonly<Record<string, Texts | undefined>>;
  tips?: Readonly<Record<string, Texts | undefined>>;
  activities?: Readonly<
    Record<string, (Texts & { steps?: Readonly<Record<string, string>> }) | undefined>
  >;
}

function KidsCards({
  cards,
  texts,
  kind,
}: {
  cards: readonly { icon: string; title: string; text: string }[];
  texts: CornerTexts['facts'];
  kind: 'fact' | 'tip';
}) {
  return (
    <ul className="card-grid">
      {cards.map((original, index) => {
        const card = { ...original, ...texts?.[index] };
        return (
          <li key={original.title} className={`kids-card kids-card--${kind}`}>
            <span className="kids-card__icon" aria-hidden="true">
              {card.icon}
            </span>
            <h3 className="kids-card__title">{card.title}</h3>
            <p>{card.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
