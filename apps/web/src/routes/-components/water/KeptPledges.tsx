// The score summary celebrates the promises this attempt kept, with the water they saved.
import { Card } from '@wf/ui';
import { aboutLitres } from '../../../lib/litres';

export interface ResolvedPledge {
  id: number;
  status: 'open' | 'kept' | 'not_kept';
  pledge: string;
  /** Litres a day the pledged answer's change saved; null without an earlier attempt. */
  litresSavedPerDay: number | null;
}

export function KeptPledges({ pledges }: { pledges: readonly ResolvedPledge[] }) {
  const kept = pledges.filter((p) => p.status === 'kept');
  const notKept = pledges.filter((p) => p.status === 'not_kept');
  if (kept.length === 0 && notKept.length === 0) return null;
  const saved = kept.reduce((sum, p) => sum + Math.max(0, p.litresSavedPerDay ?? 0), 0);
  return (
    <Card
      title={kept.length > 0 ? 'Promises Kept!' : 'Your Promises'}
      icon={kept.length > 0 ? '🎉' : '🤝'}
      className="page-section kept-pledges"
      tone="tint"
    >
      {kept.length > 0 && (
        <>
          <p className="kept-pledges__total">
            You kept {kept.length === 1 ? 'your promise' : `${kept.length} promises`}
            {saved >= 0.5 ? ` and saved ${aboutLitres(saved)} a day` : ''}. Amazing!
          </p>
          <ul className="pledge-list">
            {kept.map((p) => (
              <li key={p.id} className="pledge-list__item pledge-list__item--kept">
                <span aria-hidden="true">✅ </span>
                {p.pledge}
                {(p.litresSavedPerDay ?? 0) >= 0.5 && (
                  <span className="pledge-list__saved">
                    {' '}
                    Saved {aboutLitres(p.litresSavedPerDay ?? 0)} a day.
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {notKept.length > 0 && (
        <>
          <p>Not yet, but you can try again:</p>
          <ul className="pledge-list">
            {notKept.map((p) => (
              <li key={p.id} className="pledge-list__item">
                <span aria-hidden="true">🌱 </span>
                {p.pledge}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
