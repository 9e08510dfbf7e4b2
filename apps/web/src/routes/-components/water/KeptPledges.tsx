// The score summary celebrates the promises this attempt kept, with the water they saved.
import { useTranslation } from 'react-i18next';
import { Card } from '@wf/ui';
import { useModelTexts, useWaterWords } from './words';

export interface ResolvedPledge {
  id: number;
  status: 'open' | 'kept' | 'not_kept';
  /** The question and answer promised: what names the pledge in the reader's language. */
  questionKey: string;
  betterAnswer: string;
  pledge: string;
  /** Litres a day the pledged answer's change saved; null without an earlier attempt. */
  litresSavedPerDay: number | null;
}

export function KeptPledges({ pledges }: { pledges: readonly ResolvedPledge[] }) {
  const { t } = useTranslation('water');
  const words = useWaterWords();
  const names = useModelTexts();
  const kept = pledges.filter((p) => p.status === 'kept');
  const notKept = pledges.filter((p) => p.status === 'not_kept');
  if (kept.length === 0 && notKept.length === 0) return null;
  const saved = kept.reduce((sum, p) => sum + Math.max(0, p.litresSavedPerDay ?? 0), 0);
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
                {(p.litresSavedPerDay ?? 0) >= 0.5 && (
                  <span className="pledge-list__saved">
                    {' '}
                    {t('kept.saved', { about: words.aboutLitres(p.litresSavedPerDay ?? 0) })}
                  </span>
                )}
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
