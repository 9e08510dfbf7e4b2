import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input } from '@wf/ui';
import { formatKl, meterReadingProblem, type MeterField } from '@wf/scoring/meter-fields';
import { NORM_LITRES_PER_PERSON } from '@wf/scoring/norm';
import { errorCode, errorField, serverMessage } from '../../../../lib/errors';
import { fieldErrors, focusFirstInvalid } from '../../../../lib/form';
import { usePreloadOnFirstInput } from '../../../../lib/use-preload';
import { litres } from './figures';
import { useTRPC } from '../../../../lib/trpc';
import type { RouterOutputs } from '../../../../lib/trpc';
import { ChartFigure } from './ChartFigure';

type Period = RouterOutputs['organiser']['dashboard']['meter']['periods'][number];

const EMPTY = { date: '', readingKl: '', occupiedFlats: '', residents: '' };
const SAVE_FAILED = 'The reading could not be saved. Please try again.';

/**
 * The reading's Zod rules, loaded apart from the community tab: with them, the tab's download
 * (fetched as soon as /admin is up) carried Zod's core, about 26 KB gzipped, and building the
 * checks was a long task on a cheap phone's main thread. They are needed only when the form is
 * sent, so they are fetched from the organiser's first tap or key on the screen.
 */
const loadMeterSchema = () => import('@wf/scoring/meter-readings');

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** A number field's text as the schema reads it: empty is missing, anything else a number. */
function numberOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/**
 * The society's bulk meter (issue 11, item 6): the administrator records readings; each period
 * between two of them is shown in litres a person a day against 135 L and the residents' own
 * estimates. The form checks with the server's rules (@wf/scoring/meter-readings) and shows
 * the server's answer under the field it names.
 */
export function MeterReadings({
  periods,
  onDownload,
  downloadBusy,
  downloadRunning,
}: {
  periods: readonly Period[];
  onDownload: () => void;
  downloadBusy: boolean;
  downloadRunning: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.organiser.meterReadings.queryOptions());
  const add = useMutation(trpc.organiser.addMeterReading.mutationOptions());
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<MeterField, string>>>({});
  const [formError, setFormError] = useState('');
  const [saved, setSaved] = useState('');
  const readings = list.data ?? [];
  usePreloadOnFirstInput(loadMeterSchema);

  const set = (field: MeterField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setSaved('');
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (add.isPending) return;
    setFormError('');
    setSaved('');
    const rules = await loadMeterSchema().catch((error: unknown) => {
      console.error('Failed to load the meter reading rules', error);
      return null;
    });
    // The rules could not be downloaded (the connection dropped): nothing is sent.
    if (!rules) {
      setFormError(SAVE_FAILED);
      return;
    }
    const parsed = rules.meterReadingSchema.safeParse({
      date: values.date || undefined,
      readingKl: numberOf(values.readingKl),
      occupiedFlats: numberOf(values.occupiedFlats),
      residents: numberOf(values.residents),
    });
    if (!parsed.success) {
      setErrors(fieldErrors<MeterField>(parsed.error));
      focusFirstInvalid(form);
      return;
    }
    const problem = meterReadingProblem(readings, parsed.data, today());
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      focusFirstInvalid(form);
      return;
    }
    try {
      await add.mutateAsync(parsed.data);
      setValues(EMPTY);
      setErrors({});
      setSaved(`Reading of ${formatKl(parsed.data.readingKl)} kL on ${parsed.data.date} saved.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.organiser.meterReadings.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.organiser.dashboard.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.organiser.auditLog.queryKey() }),
      ]);
    } catch (error) {
      const field = errorField(error) as MeterField | undefined;
      if (errorCode(error) && field && field in EMPTY) {
        setErrors({ [field]: serverMessage(error) });
        focusFirstInvalid(form);
      } else {
        setFormError(errorCode(error) ? serverMessage(error) || SAVE_FAILED : SAVE_FAILED);
      }
    }
  }

  const last = readings.at(-1);
  return (
    <Card title="Society Meter Readings" icon="🚰" className="organiser-meter">
      <p className="organiser-figure__text">
        Record the building’s bulk water meter. Each period between two readings shows litres a
        person a day against {NORM_LITRES_PER_PERSON} L and against what residents’ own answers
        estimate; the difference is common areas, leaks and what the questionnaire misses.
      </p>
      <form
        className="organiser-meter__form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-busy={add.isPending || undefined}
      >
        <Input
          id="meter-date"
          label="Date"
          type="date"
          value={values.date}
          max={today()}
          onChange={set('date')}
          error={errors.date}
          hint={last ? `After ${last.date}` : undefined}
          requiredMark
        />
        <Input
          id="meter-reading"
          label="Reading (kL)"
          inputMode="decimal"
          value={values.readingKl}
          onChange={set('readingKl')}
          error={errors.readingKl}
          hint={last ? `At least ${formatKl(last.readingKl)}` : 'As the meter shows it'}
          requiredMark
        />
        <Input
          id="meter-flats"
          label="Occupied flats"
          inputMode="numeric"
          value={values.occupiedFlats}
          onChange={set('occupiedFlats')}
          error={errors.occupiedFlats}
          requiredMark
        />
        <Input
          id="meter-residents"
          label="Residents"
          inputMode="numeric"
          value={values.residents}
          onChange={set('residents')}
          error={errors.residents}
          hint="People living in the occupied flats"
          requiredMark
        />
        <div className="organiser-meter__submit">
          <Button type="submit" loading={add.isPending} loadingText="Saving...">
            Save Reading
          </Button>
        </div>
      </form>
      <p role="status" className="organiser-meter__saved">
        {saved}
      </p>
      {formError && <Alert tone="error">{formError}</Alert>}

      {periods.length > 0 && (
        <ChartFigure
          title="Litres a person a day, by period"
          description={`Meter against residents’ estimates; the dashed line is ${NORM_LITRES_PER_PERSON} L.`}
          chart={{
            data: periods.map((p) => ({
              label: p.to.slice(5),
              meter: Math.round(p.litresPerPersonPerDay),
              estimate:
                p.estimatedLitresPerPersonPerDay === null
                  ? null
                  : Math.round(p.estimatedLitresPerPersonPerDay),
            })),
            xKey: 'label',
            bars: [
              { key: 'meter', name: 'Meter', color: '#0a67a3' },
              { key: 'estimate', name: 'Residents’ estimate', color: '#1f7a4d' },
            ],
            reference: { value: NORM_LITRES_PER_PERSON, label: `${NORM_LITRES_PER_PERSON} L` },
          }}
          rows={periods}
          columns={[
            { header: 'Period', cell: (p) => `${p.from} to ${p.to}` },
            { header: 'Days', cell: (p) => p.days },
            { header: 'Residents', cell: (p) => p.residents },
            { header: 'Meter, L a person a day', cell: (p) => litres(p.litresPerPersonPerDay) },
            {
              header: `Against ${NORM_LITRES_PER_PERSON} L`,
              cell: (p) => signed(p.litresPerPersonPerDay - NORM_LITRES_PER_PERSON),
            },
            {
              header: 'Residents’ estimate',
              cell: (p) =>
                p.estimatedLitresPerPersonPerDay === null
                  ? 'No answers yet'
                  : `${litres(p.estimatedLitresPerPersonPerDay)} L`,
            },
          ]}
          showTable
        />
      )}

      <h3 className="organiser-figure__title">Readings</h3>
      {readings.length === 0 ? (
        <p>No readings yet. Two readings make the first period.</p>
      ) : (
        <div
          className="organiser-table-scroll"
          role="region"
          aria-label="Meter readings"
          tabIndex={0}
        >
          <table className="organiser-table">
            <caption className="wf-visually-hidden">Meter readings, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Reading (kL)</th>
                <th scope="col">Occupied flats</th>
                <th scope="col">Residents</th>
              </tr>
            </thead>
            <tbody>
              {readings.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <time dateTime={r.date}>{r.date}</time>
                  </th>
                  <td>{formatKl(r.readingKl)}</td>
                  <td>{r.occupiedFlats}</td>
                  <td>{r.residents}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="organiser-meter__download">
        <Button
          variant="secondary"
          onClick={onDownload}
          disabled={downloadBusy || readings.length === 0}
          loading={downloadRunning}
        >
          Export Meter Readings (XLSX)
        </Button>
      </div>
    </Card>
  );
}

function signed(value: number): string {
  const text = `${litres(Math.abs(value))} L`;
  return value > 0.5 ? `+${text}` : value < -0.5 ? `−${text}` : text;
}
