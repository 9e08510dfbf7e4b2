// The English "questions" catalogue is the questionnaire of @wf/scoring itself: each question's
// text and tip by key, and the options and sections by their canonical English (which is what
// English readers see). Hindi (locales/hi/questions.json) translates these keys.
import { QUESTIONS } from '@wf/scoring';
import type { QuestionKey, Section } from '@wf/scoring';

export interface QuestionsCatalogue {
  sections: Record<Section, string>;
  questions: Record<QuestionKey, { text: string; tip: string }>;
  options: Record<string, string>;
}

export function questionsCatalogue(): QuestionsCatalogue {
  const sections = {} as Record<Section, string>;
  const questions = {} as Record<QuestionKey, { text: string; tip: string }>;
  const options: Record<string, string> = {};
  for (const q of QUESTIONS) {
    sections[q.section] = q.section;
    // A tip's litres are named ({{leak}}) and filled in where it shows.
    questions[q.key] = { text: q.text, tip: q.tip };
    for (const option of q.options) options[option] = option;
  }
  return { sections, questions, options };
}
