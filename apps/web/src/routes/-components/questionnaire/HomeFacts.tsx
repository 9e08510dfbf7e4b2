import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@wf/ui';
import { HOME_FACT_OPTIONS, type HomeFactKey } from '@wf/scoring/water/home-fact-options';
import type { HomeFacts as Facts } from '@wf/scoring/water/home-facts';

// Home facts (issue 27, item 4): what the 31 questions cannot say about the home, asked beside
// them and never inside them: optional, unnumbered, no points. Its texts are the
// questionnaire's (homeFacts).

export interface HomeFactsProps {
  /** Which facts this page asks: laundry beside the laundry questions, fish beside Q23. */
  keys: readonly HomeFactKey[];
  facts: Facts;
  onChange: (facts: Facts) => void;
  disabled?: boolean;
}

interface FactTexts {
  question: string;
  options: Readonly<Record<string, string>>;
}

export function HomeFacts({ keys, facts, onChange, disabled = false }: HomeFactsProps) {
  const { t } = useTranslation('questionnaire');
  const texts = t('homeFacts.facts', { returnObjects: true }) as unknown as Readonly<
    Record<HomeFactKey, FactTexts>
  >;
  return (
    <section className="q-home-facts" aria-labelledby="home-facts-heading">
      <h3 id="home-facts-heading" className="q-home-facts__heading">
        <span aria-hidden="true">🏠 </span>
        {t('homeFacts.heading')}
      </h3>
      <p className="q-home-facts__lead">{t('homeFacts.lead')}</p>
      {keys.map((key) => (
        <RadioGroup
          key={key}
          name={`home-fact-${key}`}
          legend={texts[key].question}
          options={HOME_FACT_OPTIONS[key].map((value) => ({
            value,
            label: texts[key].options[value] ?? value,
          }))}
          value={facts[key]}
          onChange={(value) => onChange({ ...facts, [key]: value })}
          disabled={disabled}
        />
      ))}
    </section>
  );
}
