// Drippy on the score summary (issue 12): jumping for joy at a top result, cheering a child on
// otherwise. Beside the spec's celebration, never in place of it.
import { useTranslation } from 'react-i18next';
import type { Tier } from '@wf/scoring';
import { Drippy } from '../Drippy';

export function DrippyReaction({ tier }: { tier: Tier }) {
  const { t } = useTranslation('kids');
  const happy = tier !== 'poor';
  return (
    <aside className={`drippy-reaction drippy-reaction--${tier}`} aria-label={t('drippy.name')}>
      <Drippy
        className="drippy-reaction__art"
        mood={happy ? 'happy' : 'cheer'}
        title={t(happy ? 'drippy.happyTitle' : 'drippy.cheerTitle')}
      />
      <p className="drippy-reaction__bubble">{t(`drippy.${tier}`)}</p>
    </aside>
  );
}
