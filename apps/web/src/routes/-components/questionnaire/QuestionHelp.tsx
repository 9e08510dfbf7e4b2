// "What's this?" under a question with a hard word: a native disclosure (keyboard and screen
// readers know it), opening to a short explanation for a child and a drawing.
import { useTranslation } from 'react-i18next';
import { HelpPicture } from './HelpPicture';
import type { HelpTerm } from './help-terms';

export function QuestionHelp({ term }: { term: HelpTerm }) {
  const { t } = useTranslation('questionnaire-help');
  return (
    <details className="q-help">
      <summary className="q-help__toggle">
        <span aria-hidden="true">💡 </span>
        {t('help.whatsThis')} <span className="q-help__term">{t(`terms.${term}.title`)}</span>
      </summary>
      <div className="q-help__body">
        <HelpPicture term={term} label={t(`terms.${term}.picture`)} />
        <p className="q-help__text">{t(`terms.${term}.text`)}</p>
      </div>
    </details>
  );
}
