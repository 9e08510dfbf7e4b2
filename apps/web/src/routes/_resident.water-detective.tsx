import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { detectiveSticker } from '@wf/scoring/kids';
import type { DetectiveReading, DetectiveStep, Measurements } from '@wf/scoring/water';
import { DETECTIVE_PLAN } from '../content/kids-play';
import { loadNamespace } from '../i18n/i18n';
import { errorMessage } from '../lib/errors';
import { useDetectiveMutations } from '../lib/kids-queries';
import { queries, useQueryContext } from '../lib/queries';
import { showToast } from '../lib/toasts';
import { useDocumentTitle } from '../lib/use-document-title';
import { Drippy } from './-components/Drippy';
import { DetectiveStepCard } from './-components/kids/DetectiveStepCard';
import './-components/kids/kids.css';

// The water detective (issue 12, item 4): a child and a parent measure their home, step by step.
// Readings are kept for the household and replace the water model's defaults everywhere.
export const Route = createFileRoute('/_resident/water-detective')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(queries.detective(context)),
      loadNamespace('kids'),
    ]),
  component: WaterDetectivePage,
});

function WaterDetectivePage() {
  const { t, i18n } = useTranslation('kids');
  useDocumentTitle(t('detective.title'));
  const detective = useSuspenseQuery(queries.detective(useQueryContext())).data.value;
  const { record, remove } = useDetectiveMutations();
  const [failedStep, setFailedStep] = useState<{ step: DetectiveStep; message: string } | null>(
    null,
  );
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const m: Measurements = detective.measurements;

  const storedText = (step: DetectiveStep): string | null => {
    if (step === 'flush') return m.flushType ? t(`detective.flush.value_${m.flushType}`) : null;
    const v = (value: number | undefined) =>
      value === undefined ? null : t(`detective.${step}.value`, { value: number.format(value) });
    switch (step) {
      case 'shower':
        return v(m.showerLitresPerMinute);
      case 'tap':
        return v(m.tapLitresPerMinute);
      case 'bucket':
        return v(m.bucketLitres);
      case 'ro':
        return v(m.roRejectLitresPerLitre);
      case 'drips':
        return v(m.dripsPerMinute);
    }
  };

  const save = (reading: DetectiveReading) => {
    setFailedStep(null);
    record.mutate(
      { reading },
      {
        onSuccess: (state) => {
          showToast(t('detective.saved'));
          if (state.newSticker === detectiveSticker(reading.step))
            showToast(t('album.new', { name: t(`sticker.${state.newSticker}`) }));
        },
        onError: (error) =>
          setFailedStep({
            step: reading.step,
            message: errorMessage(error) || t('detective.failed'),
          }),
      },
    );
  };

  const found = detective.readings.length;
  return (
    <div className="page detective">
      <header className="page-header detective__header">
        <Drippy className="detective__drippy" mood="cheer" title={t('drippy.cheerTitle')} />
        <div>
          <h1>
            <span aria-hidden="true">🕵️ </span>
            {t('detective.title')}
          </h1>
          <p className="page-header__lead">{t('detective.lead')}</p>
          <p>{t('detective.needs')}</p>
          <p className="detective__progress">
            <strong>
              {t('detective.progress', { count: found, total: DETECTIVE_PLAN.length })}
            </strong>
          </p>
        </div>
      </header>
      <div className="detective__steps">
        {DETECTIVE_PLAN.map((plan) => (
          <DetectiveStepCard
            key={plan.step}
            plan={plan}
            stored={detective.readings.find((r) => r.step === plan.step)}
            storedText={storedText(plan.step)}
            busy={
              (record.isPending && record.variables.reading.step === plan.step) ||
              (remove.isPending && remove.variables.step === plan.step)
            }
            serverError={failedStep?.step === plan.step ? failedStep.message : null}
            onSave={save}
            onRemove={() =>
              remove.mutate(
                { step: plan.step },
                { onError: () => showToast(t('detective.failed'), 'error') },
              )
            }
          />
        ))}
      </div>
      <p>
        <Link to="/kids-corner">{t('detective.kidsLink')}</Link>
      </p>
    </div>
  );
}
