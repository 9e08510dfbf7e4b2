// The questionnaire in the reader's language, for display only: the answers stored and sent stay
// the canonical English option texts of @wf/scoring (the REST contract does not change). The
// catalogue "questions" holds each question's text and tip by question key, each option by its
// canonical text, and the sections by their English names; English is the canonical text itself.
import { useTranslation } from 'react-i18next';
import type { Question, Section } from '@wf/scoring';

type Texts = Readonly<Record<string, string>>;

export interface QuestionTexts {
  question: (q: Pick<Question, 'key' | 'text'>) => string;
  /** A question's tip, its litres still named ({{leak}}): the screen fills them (TIP_FIGURES). */
  tip: (q: Pick<Question, 'key' | 'tip'>) => string;
  /** An option (a stored answer) as the reader sees it. */
  option: (canonical: string) => string;
  section: (section: Section) => string;
}

export function useQuestionTexts(): QuestionTexts {
  const { t } = useTranslation('questions');
  // English has no such maps (its texts are the canonical ones), and i18next then answers with
  // the key itself: a string, whose characters '1' to '4' must not pass for options.
  const map = (key: 'options' | 'sections'): Texts => {
    const found: unknown = t(key, { returnObjects: true });
    return typeof found === 'object' && found !== null ? (found as Texts) : {};
  };
  const options = map('options');
  const sections = map('sections');
  const from = (texts: Texts, canonical: string) =>
    Object.hasOwn(texts, canonical) ? texts[canonical]! : canonical;
  return {
    question: (q) => t(`questions.${q.key}.text`, { defaultValue: q.text }),
    tip: (q) => t(`questions.${q.key}.tip`, { defaultValue: q.tip }),
    option: (canonical) => from(options, canonical),
    section: (section) => from(sections, section),
  };
}
