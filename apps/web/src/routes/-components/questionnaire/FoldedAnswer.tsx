// A follow-up answered for the child because its parent question says "not at home": folded to
// one line that says so, with a button to open the question and change the answer.
import { useTranslation } from 'react-i18next';

export function FoldedAnswer({
  parentNumber,
  controls,
  onOpen,
}: {
  parentNumber: number;
  /** Id of the options the button reveals. */
  controls: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('questionnaire-help');
  return (
    <div className="q-folded">
      <p className="q-folded__text">
        <strong className="q-folded__badge">{t('followUp.doesNotApply')}</strong>{' '}
        {t('followUp.answeredForYou', { number: parentNumber })}
      </p>
      <button
        type="button"
        className="q-folded__open"
        aria-expanded="false"
        aria-controls={controls}
        onClick={onOpen}
      >
        {t('followUp.change')}
      </button>
    </div>
  );
}
