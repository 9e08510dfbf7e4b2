// The kids' quiz (issue 12): one question at a time, an answer tapped is marked right or wrong at
// once with a kind word, and Drippy cheers at the end. Finishing earns the quiz sticker.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wf/ui';
import { QUIZ, QUIZ_OPTIONS, type QuizOption } from '../../../content/kids-play';
import { Drippy } from '../Drippy';

export function KidsQuiz({ onFinish }: { onFinish: () => void }) {
  const { t } = useTranslation('kids');
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState<QuizOption | null>(null);
  const [right, setRight] = useState(0);
  const [finished, setFinished] = useState(false);

  if (finished) {
    const great = right >= QUIZ.length - 1;
    return (
      <div className="kids-quiz__result" role="status">
        <Drippy
          className="kids-quiz__drippy"
          mood={great ? 'happy' : 'cheer'}
          title={t(great ? 'drippy.happyTitle' : 'drippy.cheerTitle')}
        />
        <div>
          <p className="kids-quiz__score">
            {t('quiz.result', { count: right, total: QUIZ.length })}
          </p>
          <p>{t(great ? 'quiz.resultGreat' : 'quiz.resultOk')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setIndex(0);
              setPicked(null);
              setRight(0);
              setFinished(false);
            }}
          >
            {t('quiz.again')}
          </Button>
        </div>
      </div>
    );
  }

  const question = QUIZ[index]!;
  const last = index === QUIZ.length - 1;
  const answerText = t(`quiz.${question.id}.${question.answer}`);

  function pick(option: QuizOption) {
    if (picked) return;
    setPicked(option);
    if (option === question.answer) setRight((n) => n + 1);
  }

  function next() {
    if (last) {
      setFinished(true);
      onFinish();
      return;
    }
    setIndex(index + 1);
    setPicked(null);
  }

  return (
    <fieldset className="kids-quiz__question">
      <legend>
        <span className="kids-quiz__progress">
          {t('quiz.progress', { n: index + 1, total: QUIZ.length })}
        </span>
        <span className="kids-quiz__text">{t(`quiz.${question.id}.question`)}</span>
      </legend>
      <div className="kids-quiz__options">
        {QUIZ_OPTIONS.map((option) => {
          const state =
            picked === null
              ? ''
              : option === question.answer
                ? ' kids-quiz__option--right'
                : option === picked
                  ? ' kids-quiz__option--wrong'
                  : '';
          return (
            <button
              key={option}
              type="button"
              className={`kids-quiz__option${state}`}
              aria-pressed={picked === option}
              aria-disabled={picked !== null || undefined}
              onClick={() => pick(option)}
            >
              {t(`quiz.${question.id}.${option}`)}
            </button>
          );
        })}
      </div>
      <div aria-live="polite" className="kids-quiz__feedback">
        {picked !== null && (
          <p className={picked === question.answer ? 'kids-quiz__right' : 'kids-quiz__wrong'}>
            <span aria-hidden="true">{picked === question.answer ? '🎉 ' : '💡 '}</span>
            {picked === question.answer ? t('quiz.right') : t('quiz.wrong', { answer: answerText })}
          </p>
        )}
      </div>
      {picked !== null && (
        <Button size="lg" onClick={next}>
          {last ? t('quiz.finish') : t('quiz.next')}
        </Button>
      )}
    </fieldset>
  );
}
