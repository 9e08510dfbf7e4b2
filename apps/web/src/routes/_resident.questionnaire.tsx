import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  PAGE_SIZES,
  QUESTIONS,
  answerWithFollowUps,
  followUpOf,
  getQuestion,
  questionsOnPage,
  scoreResponses,
} from '@wf/scoring';
import type { Page, QuestionKey, Responses } from '@wf/scoring';
import type { HomeFactKey } from '@wf/scoring/water/home-fact-options';
import type { HomeFacts as Facts } from '@wf/scoring/water/home-facts';
import { Alert, Button, ProgressBar, RadioGroup, radioId } from '@wf/ui';
import { useLocalizeMessage } from '../i18n/messages';
import { useQuestionTexts } from '../i18n/questions';
import { useCurrentUser } from '../lib/auth';
import { isUnauthorized } from '../lib/errors';
import { LOGIN_TO_SUBMIT, SCORE_SAVE_FAILED } from '../lib/messages';
import { isNetworkFailure } from '../lib/offline-submissions';
import { invalidateResidentData, queries, useQueryContext } from '../lib/queries';
import { clearDraft, readDraft, validAnswers, writeDraft } from '../lib/questionnaire-draft';
import type { Answers } from '../lib/questionnaire-draft';
import { loadNamespace } from '../i18n/i18n';
import type { RouterInputs, RouterOutputs } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';
import { useOfflineSubmission } from '../lib/use-offline-submission';
import { FoldedAnswer } from './-components/questionnaire/FoldedAnswer';
import { QuestionHelp } from './-components/questionnaire/QuestionHelp';
import { HELP_OF_QUESTION } from './-components/questionnaire/help-terms';
import { HomeFacts } from './-components/questionnaire/HomeFacts';

// Home facts (issue 27, item 4) beside the questions they complete.
const HOME_FACTS_OF_PAGE: Readonly<Partial<Record<Page, readonly HomeFactKey[]>>> = {
  1: ['laundry'],
  3: ['fish'],
};

export const Route = createFileRoute('/_resident/questionnaire')({
  // The latest score's answers prefill the form (spec section 2). The help texts and the texts
  // for a Submit without a connection come with this screen (i18n onDemand).
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(queries.latest(context)),
      // The home facts' prefill, asked in the same request as the latest score: asked by the
      // form as it renders, it was a round trip of its own before the screen's first paint.
      context.queryClient.prefetchQuery(queries.household(context)),
      loadNamespace('questionnaire-help'),
      loadNamespace('offline'),
      loadNamespace('questionnaire'),
      loadNamespace('questions'),
    ]),
  component: QuestionnairePage,
});

const PAGE_COUNT = PAGE_SIZES.length;
const TOTAL_QUESTIONS = QUESTIONS.length;
/** Sections in questionnaire order, numbered from 1 ("Section 1: Direct Water Use"). */
const SECTIONS = [...new Set(QUESTIONS.map((q) => q.section))];
/** A child's pace: 31 questions take about six minutes. */
const SECONDS_PER_QUESTION = 12;

/**
 * Whether `key` shows folded: a follow-up answered for the child (its parent says "not at home"
 * and it holds the matching answer) that the child has not opened.
 */
function isFolded(key: QuestionKey, answers: Answers, opened: ReadonlySet<QuestionKey>): boolean {
  const rule = followUpOf(key);
  return (
    rule !== undefined &&
    !opened.has(key) &&
    answers[rule.parent] === rule.absent &&
    answers[key] === rule.answer
  );
}

/** What Submit sends (the answers as the form holds them, typed as the scoring rules name them). */
type SubmitPayload = RouterInputs['scores']['submit'] & { responses: Responses };
type SubmitResult = RouterOutputs['scores']['submit'];

function QuestionnairePage() {
  const { t: tq } = useTranslation('questionnaire');
  const texts = useQuestionTexts();
  const localize = useLocalizeMessage();
  useDocumentTitle(tq('title'));
  const context = useQueryContext();
  const { trpc } = context;
  const navigate = useNavigate();
  const { t: tOffline } = useTranslation('offline');
  // Without a latest score (or when it cannot be read) the form starts empty.
  const latest = useSuspenseQuery(queries.latest(context)).data.value;
  // 'always': without a connection the call fails at once (and is kept below) instead of
  // waiting, paused, with the Submit button spinning.
  const submit = useMutation({ ...trpc.scores.submit.mutationOptions(), networkMode: 'always' });
  // The household's facts prefill the home facts; the administrator has no household to describe.
  const household = useQuery(queries.household(context)).data?.household;
  // null until the resident changes a fact: only a change is sent, so an untouched form never
  // overwrites what another member of the family gave since.
  const userId = useCurrentUser()?.id;
  // The draft (left by Back or a reload) is read once: its answers and changed facts win.
  const [draft] = useState(() => (userId === undefined ? null : readDraft(userId)));
  const [changedFacts, setChangedFacts] = useState<Facts | null>(draft?.homeFacts ?? null);
  const facts = changedFacts ?? household?.homeFacts ?? {};

  const [page, setPage] = useState<Page>(1);
  // Answers in progress win over the latest score's, which prefill.
  const [answers, setAnswers] = useState<Answers>(() => ({
    ...validAnswers(latest?.responses),
    ...draft?.answers,
  }));
  const [showErrors, setShowErrors] = useState(false);
  // Folded follow-ups the child opened to look at or change.
  const [opened, setOpened] = useState<ReadonlySet<QuestionKey>>(() => new Set());
  const { t } = useTranslation('questionnaire-help');
  const [saveError, setSaveError] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const questions = questionsOnPage(page);
  const factKeys = household ? HOME_FACTS_OF_PAGE[page] : undefined;
  const section = questions[0]?.section ?? SECTIONS[0];
  const sectionNumber = section ? SECTIONS.indexOf(section) + 1 : 1;
  const unanswered = questions.filter((q) => !answers[q.key]);
  const answeredCount = QUESTIONS.filter((q) => answers[q.key]).length;
  const minutesLeft = Math.max(
    1,
    Math.round(((TOTAL_QUESTIONS - answeredCount) * SECONDS_PER_QUESTION) / 60),
  );
  const submitting = submit.isPending;
  const offline = useOfflineSubmission({
    userId,
    send: (payload: SubmitPayload) => submit.mutateAsync(payload),
    onSent: ({ score }, { responses }) => void showSummary(score, responses),
    onDropped: () => setSaveError(SCORE_SAVE_FAILED),
  });

  // A new page starts at its top, with keyboard and screen-reader focus on its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [page]);

  function choose(key: QuestionKey, value: string) {
    // A follow-up of a "not at home" answer is answered for the child (same points as choosing it).
    const next = answerWithFollowUps(answers, key, value);
    setAnswers(next);
    // A follow-up answered anew folds again, unless the child is changing it right now.
    setOpened((was) => {
      const now = new Set(was);
      for (const q of QUESTIONS) if (followUpOf(q.key)?.parent === key) now.delete(q.key);
      return now;
    });
    // Only a change is kept: an untouched form needs no draft.
    if (userId !== undefined) writeDraft(userId, { answers: next, homeFacts: changedFacts });
    setSaveError('');
  }

  function changeFacts(next: Facts) {
    setChangedFacts(next);
    if (userId !== undefined) writeDraft(userId, { answers, homeFacts: next });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const first = unanswered[0];
    if (first) {
      // Point out every unanswered question and take the user to the first one.
      setShowErrors(true);
      document.getElementById(radioId(first.key, 0))?.focus();
      return;
    }
    setShowErrors(false);
    if (page < PAGE_COUNT) {
      setPage((p) => (p + 1) as Page);
      return;
    }

    // Every page was checked on the way here, so the answer set is complete.
    const responses = answers as Responses;
    setSaveError('');
    const payload: SubmitPayload = {
      responses,
      ...scoreResponses(responses),
      ...(changedFacts ? { homeFacts: changedFacts } : null),
    };
    offline.discard();
    try {
      const { score } = await submit.mutateAsync(payload);
      await showSummary(score, responses);
    } catch (error) {
      if (isUnauthorized(error)) {
        await navigate({ to: '/login', state: { notice: LOGIN_TO_SUBMIT, noticeTone: 'error' } });
        return;
      }
      if (isNetworkFailure(error)) {
        // Kept on this device and sent when the connection returns (useOfflineSubmission).
        setSaveError(offline.queue(payload) ? '' : tOffline('notKept'));
        return;
      }
      setSaveError(SCORE_SAVE_FAILED);
    }
  }

  async function showSummary(score: SubmitResult['score'], responses: Responses) {
    if (userId !== undefined) clearDraft(userId);
    void invalidateResidentData(context);
    await navigate({
      to: '/score-summary',
      state: {
        scoreResult: {
          totalScore: score.totalScore,
          directScore: score.directScore,
          indirectScore: score.indirectScore,
          createdAt: score.createdAt,
          responses,
        },
      },
    });
  }

  return (
    <div className="page questionnaire">
      <header className="page-header">
        <h1>
          <span aria-hidden="true">📝 </span>
          {tq('heading')}
        </h1>
        <p className="page-header__lead">{tq('lead')}</p>
      </header>

      <div className="q-progress">
        <p className="q-progress__label">
          <strong>{tq('page', { page, pages: PAGE_COUNT })}</strong>
          <span>{tq('answered', { answered: answeredCount, total: TOTAL_QUESTIONS })}</span>
          <span className="q-progress__time">
            {answeredCount === TOTAL_QUESTIONS
              ? t('progress.allAnswered')
              : t('progress.timeLeft', { count: minutesLeft })}
          </span>
        </p>
        {/* Counts answers, so an untouched questionnaire shows an empty bar. */}
        <ProgressBar
          value={answeredCount}
          max={TOTAL_QUESTIONS}
          label={tq('progress')}
          valueText={tq('answered', { answered: answeredCount, total: TOTAL_QUESTIONS })}
        />
      </div>

      <form onSubmit={onSubmit} noValidate aria-busy={submitting || undefined}>
        <h2 className="q-section" ref={headingRef} tabIndex={-1}>
          <span className="q-section__number">{tq('section', { number: sectionNumber })}</span>
          {section && texts.section(section)}
        </h2>

        {showErrors && unanswered.length > 0 && (
          <Alert tone="error">
            {tq('answerAll')} {tq('stillNeed', { count: unanswered.length })}
          </Alert>
        )}

        {questions.map((q) => {
          const term = HELP_OF_QUESTION[q.key];
          const rule = followUpOf(q.key);
          const folded = rule !== undefined && isFolded(q.key, answers, opened);
          return (
            <RadioGroup
              key={q.key}
              id={`${q.key}-group`}
              name={q.key}
              number={q.number}
              legend={texts.question(q)}
              // The value stays the canonical English option: what is stored and sent.
              options={q.options.map((value) => ({ value, label: texts.option(value) }))}
              value={answers[q.key]}
              onChange={(value) => choose(q.key, value)}
              error={showErrors && !answers[q.key] ? tq('unanswered') : null}
              disabled={submitting}
              className={folded ? 'q-question--folded' : undefined}
              help={term && !folded ? <QuestionHelp term={term} /> : undefined}
              folded={
                folded ? (
                  <FoldedAnswer
                    parentNumber={getQuestion(rule.parent).number}
                    controls={`${q.key}-group`}
                    onOpen={() => {
                      setOpened((was) => new Set(was).add(q.key));
                      // The first option takes focus, so the keyboard goes on from where it was.
                      requestAnimationFrame(() =>
                        document.getElementById(radioId(q.key, 0))?.focus(),
                      );
                    }}
                  />
                ) : undefined
              }
            />
          );
        })}

        {factKeys && (
          <HomeFacts keys={factKeys} facts={facts} onChange={changeFacts} disabled={submitting} />
        )}

        {saveError && <Alert tone="error">{localize(saveError)}</Alert>}
        {offline.waiting && <Alert tone="info">{tOffline('waiting')}</Alert>}

        <div className="q-actions">
          {page < PAGE_COUNT ? (
            <Button type="submit" size="lg">
              {tq('continue')}
            </Button>
          ) : (
            <Button type="submit" size="lg" loading={submitting} loadingText={tq('submitting')}>
              {tq('submit')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
