// The what-if for any question, not only the plan's: every answer as a select, grouped by the
// questionnaire's sections. Nothing here is saved.
import { QUESTIONS } from '@wf/scoring';
import type { QuestionKey, Responses } from '@wf/scoring';
import type { Changes } from './what-if';

export function AllAnswers({
  saved,
  changes,
  onChange,
}: {
  saved: Responses;
  changes: Changes;
  onChange: (key: QuestionKey, answer: string) => void;
}) {
  const sections = [...new Set(QUESTIONS.map((q) => q.section))];
  return (
    <details className="all-answers">
      <summary className="all-answers__summary">
        <span aria-hidden="true">🎛️ </span>Try changing any answer
      </summary>
      <p className="all-answers__hint">
        Pick a different answer to see the new litres and points at the top. Your saved answers stay
        the same.
      </p>
      {sections.map((section) => (
        <fieldset key={section} className="all-answers__section">
          <legend>{section}</legend>
          {QUESTIONS.filter((q) => q.section === section).map((q) => {
            const value = changes[q.key] ?? saved[q.key];
            const changed = changes[q.key] !== undefined;
            const id = `what-if-${q.key}`;
            return (
              <div
                key={q.key}
                className={
                  changed ? 'all-answers__row all-answers__row--changed' : 'all-answers__row'
                }
              >
                <label htmlFor={id}>
                  {q.number}. {q.text}
                </label>
                <select id={id} value={value} onChange={(e) => onChange(q.key, e.target.value)}>
                  {q.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                      {option === saved[q.key] ? ' (your answer)' : ''}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </fieldset>
      ))}
    </details>
  );
}
