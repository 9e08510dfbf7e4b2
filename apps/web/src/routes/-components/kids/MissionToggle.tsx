// A mission's big tick button. Its name stays the same and aria-pressed says whether it is done,
// as a toggle should; the sticker is the server's answer.
import { useTranslation } from 'react-i18next';
import type { MissionKey } from '@wf/scoring/kids';

export function MissionToggle({
  mission,
  done,
  busy,
  onChange,
}: {
  mission: MissionKey;
  done: boolean;
  busy: boolean;
  onChange: (mission: MissionKey, done: boolean) => void;
}) {
  const { t } = useTranslation('kids');
  return (
    <div className="mission">
      <button
        type="button"
        className={`mission-toggle${done ? ' mission-toggle--done' : ''}`}
        aria-pressed={done}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => onChange(mission, !done)}
      >
        <span className="mission-toggle__box" aria-hidden="true">
          {done ? '✔' : ''}
        </span>
        <span>{t('mission.tick')}</span>
      </button>
      {done && (
        <p className="mission__done">
          <span aria-hidden="true">🎉 </span>
          {t('mission.done')}
        </p>
      )}
    </div>
  );
}
