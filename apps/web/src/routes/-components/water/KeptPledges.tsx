// The score summary celebrates the promises this attempt kept, with the water they saved
// together (the model on the combined answers, from the server: never the sum of each alone,
// because a shorter shower and a bucket bath cut the same water), and shows a promise moved
// toward its answer as progress with its real litres, not "Not yet".
import { useTranslation } from 'react-i18next';
import { Card } from '@wf/ui';
import { useModelTexts, useWaterWords } from './words';

export interface ResolvedPledge {
  id: number;
  status: 'open' | 'kept' | 'not_kept';
  /** 'partial': not kept, but its answer moved toward it and saved litres. */
  progress: 'open' | 'kept' | 'partial' | 'not_kept';
  /** The question and answer promised: what names the pledge in the reader's language. */
  questionKey: string;
  betterAnswer: string;
  pledge: string;
  /** Litres a day the pledged answer's change saved; null without an earlier attempt. */
  litresSavedPerDay: number | null;
}

export interface KeptSaving {
  count: number;
  /** Household litres a day the kept pledges saved together, by the model. */
  litresSavedPerDay: number;
}

export function KeptPledges({
  pledges,
  kept: together,
}: {
  pledges: readonly ResolvedPledge[];
  kept: KeptSaving;
}) {
  const { t } = useTranslation('water');
  const words = useWaterWords();
  const names = useModelTexts();
  const kept = pledges.filter((p) => p.progress === 'kept');
  const partial = pledges.filter((p) => p.progress === 'partial');
  const notKept = pledges.filter((p) => p.progress === 'not_kept');
  if (kept.length === 0 && partial.length === 0 && notKept.length === 0) return null;
  const saved = Math.max(0, together.litresSavedPerDay);
  const about = words.aboutLitres(saved);
  const total =
    kept.length === 1
      ? saved >= 0.5
        ? t('kept.oneSaved', { about })
        : t('kept.one')
      : saved >= 0.5
        ? t('kept.manySaved', { count: kept.length, about })
        : t('kept.many', { count: kept.length });
  return (
    <Card
      title={kept.length > 0 ? t('kept.title') : t('kept.yours')}
      icon={kept.length > 0 ? '🎉' : '🤝'}
      className="page-section kept-pledges"
      tone="tint"
    >
      {kept.length > 0 && (
        <>
          <p className="kept-pledges__total">{total}</p>
          <ul className="pledge-list">
            {kept.map((p) => (
              <li key={p.id} className="pledge-list__item pledge-list__item--kept">
                <span aria-hidden="true">✅ </span>
                {names.pledge(p)}
              </li>
            ))}
          </ul>
        </>
      )}
      {partial.length > 0 && (
        <>
          <p>{t('kept.partial')}</p>
          <ul className="pledge-list">
            {partial.map((p) => (
              <li key={p.id} className="pledge-list__item pledge-list__item--partial">
                <span aria-hidden="true">🚶 </span>
                {names.pledge(p)}{' '}
                <span className="pledge-list__saved">
                  {t('kept.partialSaved', { about: words.aboutLitres(p.litresSavedPerDay ?? 0) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {notKept.length > 0 && (
        <>
          <p>{t('kept.notYet')}</p>
          <ul className="pledge-list">
            {notKept.map((p) => (
              <li key={p.id} className="pledge-list__item">
                <span aria-hidden="true">🌱 </span>
                {names.pledge(p)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
