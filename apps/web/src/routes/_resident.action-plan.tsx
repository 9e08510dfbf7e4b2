import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { QuestionKey, Responses } from '@wf/scoring';
import { EmptyState } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { loadNamespace } from '../i18n/i18n';
import { formatDate } from '../i18n/format';
import { useCurrentUser } from '../lib/auth';
import { queries, useQueryContext } from '../lib/queries';
import { useDocumentTitle } from '../lib/use-document-title';
import { errorMessage } from '../lib/errors';
import { showToast } from '../lib/toasts';
import { useGoalMutations, usePledgeMutations } from '../lib/water-queries';
import type { PledgeRecord } from '../lib/water-queries';
import { ActionRow } from './-components/water/ActionRow';
import { AllAnswers } from './-components/water/AllAnswers';
import { GoalCard } from './-components/water/GoalCard';
import { WhatIfBar, WhatIfPanel } from './-components/water/WhatIfPanel';
import { useWhatIf, withChange } from './-components/water/what-if';
import { useModelTexts, useWaterWords } from './-components/water/words';
import type { Changes } from './-components/water/what-if';

export const Route = createFileRoute('/_resident/action-plan')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(queries.latest(context)),
      context.queryClient.ensureQueryData(queries.actions(context)),
      context.queryClient.ensureQueryData(queries.pledges(context)),
      context.queryClient.ensureQueryData(queries.goal(context)),
      context.queryClient.ensureQueryData(queries.detective(context)),
      // The saved answers' litres for the what-if until its model has loaded (what-if.ts).
      context.queryClient.ensureQueryData(queries.waterSummary(context)),
      loadNamespace('water'),
    ]),
  component: ActionPlanPage,
});

function ActionPlanPage() {
  const { t } = useTranslation('water');
  useDocumentTitle(t('plan.title'));
  const latest = useSuspenseQuery(queries.latest(useQueryContext())).data.value;
  const saved = (latest?.responses ?? null) as Responses | null;
  return (
    <div className="page action-plan">
      <header className="page-header">
        <h1>
          <span aria-hidden="true">🗺️ </span>
          {t('plan.title')}
        </h1>
        <p className="page-header__lead">{t('plan.lead')}</p>
      </header>
      {latest && saved ? (
        <Plan saved={saved} attemptId={latest.id} takenAt={latest.createdAt} />
      ) : (
        <EmptyState
          icon="📝"
          title={t('plan.emptyTitle')}
          description={t('plan.emptyText')}
          action={<NavButton to="/questionnaire">{t('plan.emptyAction')}</NavButton>}
          headingLevel={2}
        />
      )}
    </div>
  );
}

function Plan({
  saved,
  attemptId,
  takenAt,
}: {
  saved: Responses;
  attemptId: number;
  takenAt: string;
}) {
  const { t } = useTranslation('water');
  /** The server's reason, or a plain one when the network failed. */
  const failed = (error: unknown) => errorMessage(error) || t('plan.failed');
  const context = useQueryContext();
  const { actions, combined, whatIf } = useSuspenseQuery(queries.actions(context)).data.value;
  const words = useWaterWords();
  const { pledges } = useSuspenseQuery(queries.pledges(context)).data.value;
  const goal = useSuspenseQuery(queries.goal(context)).data.value;
  // The home's measured figures, so that the what-if's litres are the summary's litres.
  const detective = useSuspenseQuery(queries.detective(context)).data;
  const { measurements } = detective.value;
  // The same litres from the server, shown until the what-if's model has loaded: only if they
  // are of this attempt (the latest with answers the model could read) and of these
  // measurements (the server's own, unless the detective's read failed).
  const water = useSuspenseQuery(queries.waterSummary(context)).data.value.latest;
  const savedLitres =
    water?.attemptId === attemptId && !detective.error ? water.footprint.direct.litresPerDay : null;
  const { create, remove } = usePledgeMutations();
  const goalMutations = useGoalMutations();
  const [changes, setChanges] = useState<Changes>({});
  // In a family the what-if changes the resident's answers in the household's figure, the one
  // every member sees (issue 27, item 5); the plan says what the home's answers are.
  const result = useWhatIf(saved, changes, measurements, savedLitres, whatIf);

  // The pledges board is the household's (issue 27, item 5): one's own promises mark the plan's
  // rows; the family's are listed with who made them.
  const me = useCurrentUser()?.id;
  const names = useModelTexts();
  const unresolved = pledges.filter((p) => p.status === 'open');
  const openPledges = new Map<string, PledgeRecord>(
    unresolved.filter((p) => p.pledgedBy.id === me).map((p) => [p.questionKey, p]),
  );
  const family = unresolved.filter((p) => p.pledgedBy.id !== me);

  function change(key: QuestionKey, answer: string) {
    setChanges((current) => withChange(current, saved, key, answer));
  }

  return (
    <div className={result.changed ? 'action-plan--trying' : undefined}>
      <p className="action-plan__from">{t('plan.from', { date: formatDate(takenAt) })}</p>
      <WhatIfPanel result={result} onReset={() => setChanges({})} />

      <section className="page-section" aria-labelledby="changes-heading">
        <h2 id="changes-heading">{t('plan.changes', { count: actions.length })}</h2>
        {/* The first five together, by the model on the combined answers (never a sum). */}
        {combined.count > 1 && combined.litresSavedPerDay >= 0.5 && (
          <p className="action-plan__together">
            {t('plan.together', {
              count: combined.count,
              about: words.aboutLitres(combined.litresSavedPerDay),
            })}
          </p>
        )}
        {actions.length === 0 ? (
          <p>{t('plan.nothingLeft')}</p>
        ) : (
          <ol className="action-list">
            {actions.map((action) => {
              const pledge = openPledges.get(action.questionKey);
              return (
                <ActionRow
                  key={action.questionKey}
                  action={action}
                  trying={changes[action.questionKey] === action.betterAnswer}
                  onTry={(on) =>
                    change(action.questionKey, on ? action.betterAnswer : saved[action.questionKey])
                  }
                  pledge={pledge ? { id: pledge.id, status: pledge.status } : null}
                  onPledge={() =>
                    create.mutate(
                      { questionKey: action.questionKey, betterAnswer: action.betterAnswer },
                      {
                        onSuccess: () => showToast(t('plan.promised')),
                        onError: (error) => showToast(failed(error), 'error'),
                      },
                    )
                  }
                  onUnpledge={(id) =>
                    remove.mutate({ id }, { onError: (error) => showToast(failed(error), 'error') })
                  }
                  busy={create.isPending || remove.isPending}
                />
              );
            })}
          </ol>
        )}
      </section>

      {family.length > 0 && (
        <section className="page-section" aria-labelledby="family-promises-heading">
          <h2 id="family-promises-heading">{t('plan.familyPromises')}</h2>
          <ul className="pledge-list">
            {family.map((p) => (
              <li key={p.id} className="pledge-list__item">
                <span aria-hidden="true">🤝 </span>
                {t('plan.promisedBy', { name: p.pledgedBy.profileName, pledge: names.pledge(p) })}
              </li>
            ))}
          </ul>
        </section>
      )}

      <GoalCard
        goal={goal.goal}
        progress={goal.progress}
        onSet={(targetPercent) => goalMutations.set.mutate({ targetPercent })}
        onClear={() => goalMutations.clear.mutate()}
        busy={goalMutations.set.isPending || goalMutations.clear.isPending}
        error={
          goalMutations.set.error
            ? failed(goalMutations.set.error)
            : goalMutations.clear.error
              ? failed(goalMutations.clear.error)
              : null
        }
      />

      <AllAnswers saved={saved} changes={changes} onChange={change} />
      <WhatIfBar result={result} onReset={() => setChanges({})} />
    </div>
  );
}
