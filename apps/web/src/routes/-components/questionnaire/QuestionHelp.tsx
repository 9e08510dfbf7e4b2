// "What's this?" under a question with a hard word: a native disclosure (keyboard and screen
// readers know it), opening to a short explanation for a child and a drawing.
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpTerm } from './help-terms';
import { AfterFirstPaint } from '../../../lib/use-preload';

const PICTURE_FRAME = (
  <svg className="q-help__picture" width="120" height="84" aria-hidden="true" />
);

// The drawings (about 1.6 KB gzipped) load apart from the questionnaire (issue 13's budgets).
// The closed disclosure renders its body, so they are fetched once the questions have shown
// (not before: the request would hold up the screen's first paint) and are there before anyone
// opens it; meanwhile an empty frame of the same size holds the place.
const HelpPicture = lazy(() => import('./HelpPicture').then((m) => ({ default: m.HelpPicture })));

export function QuestionHelp({ term }: { term: HelpTerm }) {
  const { t } = useTranslation('questionnaire-help');
  return (
    <details className="q-help">
      <summary className="q-help__toggle">
        <span aria-hidden="true">💡 </span>
        {t('help.whatsThis')} <span className="q-help__term">{t(`terms.${term}.title`)}</span>
      </summary>
      <div className="q-help__body">
        <AfterFirstPaint placeholder={PICTURE_FRAME}>
          <Suspense fallback={PICTURE_FRAME}>
            <HelpPicture term={term} label={t(`terms.${term}.picture`)} />
          </Suspense>
        </AfterFirstPaint>
        <p className="q-help__text">{t(`terms.${term}.text`)}</p>
      </div>
    </details>
  );
}
