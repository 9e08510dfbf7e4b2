// The score summary's recommendations: the tips for the weakest answers. A chunk of its own,
// fetched as the summary shows (React.lazy): the question table and its scoring rules (about
// 4.5 KB gzipped) are needed only here, far below the summary's first screen and under its
// celebration, and would put the summary over its budget (issue 13, 150 KB before a screen
// shows).
import { useTranslation } from 'react-i18next';
import { recommendations } from '@wf/scoring';
import type { Responses } from '@wf/scoring';
import { withTipFigures } from '@wf/scoring/water/tip-figures';
import { useQuestionTexts } from '../../i18n/questions';

export default function Recommendations({
  responses,
  count,
}: {
  responses: Partial<Responses>;
  count: number;
}) {
  const { t } = useTranslation('summary');
  const texts = useQuestionTexts();
  const tips = recommendations(responses, count);
  if (tips.length === 0) return <p>{t('allRight')}</p>;
  return (
    <ol className="recommendations">
      {tips.map((tip) => (
        <li key={tip.key} className="recommendation">
          <h3 className="recommendation__question">
            {texts.question({ key: tip.key, text: tip.question })}
          </h3>
          <p className="recommendation__answer">
            {t('yourAnswer')} <strong>{texts.option(tip.answer)}</strong>
          </p>
          <p className="recommendation__tip">
            <span aria-hidden="true">💧 </span>
            {/* i18next leaves a name it has no value for as it is: the model's figures go in here. */}
            {withTipFigures(texts.tip({ key: tip.key, tip: tip.tip }))}
          </p>
        </li>
      ))}
    </ol>
  );
}
