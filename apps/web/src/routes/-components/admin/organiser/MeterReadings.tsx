import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dialog, Input } from '@wf/ui';
import {
  formatKl,
  meterReadingDoubt,
  meterReadingProblem,
  type MeterField,
  type MeterReading,
  type MeterReadingInput,
} from '@wf/scoring/meter-fields';
import { NORM_LITRES_PER_PERSON } from '@wf/scoring/norm';
import { errorCode, errorField, serverMessage } from '../../../../lib/errors';
import { fieldErrors, focusFirstInvalid } from '../../../../lib/form';
import { usePreloadOnFirstInput } from '../../../../lib/use-preload';
import { litres } from './figures';
import { useTRPC } from '../../../../lib/trpc';
import type { RouterOutputs } from '../../../../lib/trpc';
import { ChartFigure } from './ChartFigure';
import { Fold } from './Fold';

type Period = RouterOutputs['organiser']['dashboard']['meter']['periods'][number];

/**
 * The form's text. Flats and residents are null until typed: they then show the last reading's
 * (they rarely change between two readings, and retyping them invited mistakes).
 */
interface Values {
  date: string;
  readingKl: string;
  occupiedFlats: string | null;
  residents: string | null;
}
const EMPTY: Values = { date: '', readingKl: '', occupiedFlats: null, residents: null };
const FIELDS = new Set<string>(['date', 'readingKl', 'occupiedFlats', 'residents']);
const SAVE_FAILED = 'The reading could not be saved. Please try again.';
const REMOVE_FAILED = 'The reading could not be removed. Please try again.';
/** What the server adds to a 409 for API callers; the dialog asks instead. */
const CONFIRM_HINT = /\. If it is right, send it again with confirm: true\.$/;

/**
 * The reading's Zod rules, loaded apart from the community tab: with them, the tab's download
 * (fetched as soon as /admin is up) carried Zod's core, about 26 KB gzipped, and building the
 * checks was a long task on a cheap phone's main thread. They are needed only when the form is
 * sent, so they are fetched from the organiser's first tap or key on the screen.
 */
const loadMeterSchema = () => import('@wf/scoring/meter-readings');

/** Today on the organiser's own calendar (the server checks against the community's zone). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A field's text as the schema reads it: empty is missing, anything else is read by the
 * shared parser (thousands separators in English or Indian grouping, "37,010", "1,23,456"). */
function textOf(text: string): string | undefined {
  return text.trim() === '' ? undefined : text;
}

/** A reading waiting for "Are you sure?": what would be sent, and why it was doubted. */
interface Doubt {
  input: MeterReadingInput;
  message: string;
}

/**
 * The society's bulk meter (issue 11, item 6; issue 28, item 3): the administrator records
 * readings, confirms one that looks wrong, and corrects or removes the latest; each period between
 * two readings is shown in litres a person a day against 135 L and the residents' own estimates.
 * The form checks with the server's rules (@wf/scoring/meter-readings, meter-fields) and shows the
 * server's answer under the field it names.
 */
export function MeterReadings({
  gist,
  periods,
  onDownload,
  downloadBusy,
  downloadRunning,
}: {
  /** What the folded section says under its heading. */
  gist?: string;
  periods: readonly Period[];
  onDownload: () => void;
  downloadBusy: boolean;
  downloadRunning: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.organiser.meterReadings.queryOptions());
  const add = useMutation(trpc.organiser.addMeterReading.mutationOptions());
  const correct = useMutation(trpc.organiser.correctMeterReading.mutationOptions());
  const remove = useMutation(trpc.organiser.removeMeterReading.mutationOptions());
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<MeterField, string>>>({});
  const [formError, setFormError] = useState('');
  const [saved, setSaved] = useState('');
  /** The latest reading being corrected, or null for a new reading. */
  const [correcting, setCorrecting] = useState<MeterReading | null>(null);
  const [doubt, setDoubt] = useState<Doubt | null>(null);
  const [removing, setRemoving] = useState<MeterReading | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const readings = list.data ?? [];
  const last = readings.at(-1);
  // A correction is checked against the readings before the one it corrects.
  const previous = correcting ? readings.slice(0, -1) : readings;
  const before = previous.at(-1);
  const pending = add.isPending || correct.isPending;
  usePreloadOnFirstInput(loadMeterSchema);

  const shown = {
    ...values,
    occupiedFlats: values.occupiedFlats ?? (before ? String(before.occupiedFlats) : ''),
    residents: values.residents ?? (before ? String(before.residents) : ''),
  };

  const set = (field: MeterField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setSaved('');
  };

  async function refresh() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.organiser.meterReadings.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.organiser.dashboard.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.organiser.auditLog.queryKey() }),
    ]);
  }

  function startCorrecting(reading: MeterReading) {
    setCorrecting(reading);
    setValues({
      date: reading.date,
      readingKl: String(reading.readingKl),
      occupiedFlats: String(reading.occupiedFlats),
      residents: String(reading.residents),
    });
    setErrors({});
    setFormError('');
    setSaved('');
    formRef.current?.querySelector<HTMLInputElement>('#meter-reading')?.focus();
  }

  function stopCorrecting() {
    setCorrecting(null);
    setValues(EMPTY);
    setErrors({});
    setFormError('');
  }

  /** Sends the reading (new or corrected); `confirm` once the organiser said they are sure. */
  async function send(input: MeterReadingInput, confirm: boolean) {
    const form = formRef.current;
    try {
      const body = confirm ? { ...input, confirm: true } : input;
      if (correcting) await correct.mutateAsync({ id: correcting.id, ...body });
      else await add.mutateAsync(body);
      setDoubt(null);
      setValues(EMPTY);
      setErrors({});
      setSaved(
        correcting
          ? `Reading of ${correcting.date} corrected: ${formatKl(input.readingKl)} kL on ${input.date}.`
          : `Reading of ${formatKl(input.readingKl)} kL on ${input.date} saved.`,
      );
      setCorrecting(null);
      await refresh();
    } catch (error) {
      setDoubt(null);
      const field = errorField(error);
      const message = serverMessage(error);
      if (errorCode(error) === 'CONFLICT' && field && !confirm) {
        // The server doubted what the browser did not (another reading came in meanwhile).
        setDoubt({ input, message: message.replace(CONFIRM_HINT, '') });
      } else if (errorCode(error) && field && FIELDS.has(field)) {
        setErrors({ [field]: message });
        if (form) focusFirstInvalid(form);
      } else {
        setFormError(errorCode(error) ? message || SAVE_FAILED : SAVE_FAILED);
      }
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
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
      date: shown.date || undefined,
      readingKl: textOf(shown.readingKl),
      occupiedFlats: textOf(shown.occupiedFlats),
      residents: textOf(shown.residents),
    });
    if (!parsed.success) {
      setErrors(fieldErrors<MeterField>(parsed.error));
      focusFirstInvalid(form);
      return;
    }
    const input: MeterReadingInput = {
      date: parsed.data.date,
      readingKl: parsed.data.readingKl,
      occupiedFlats: parsed.data.occupiedFlats,
      residents: parsed.data.residents,
    };
    const problem = meterReadingProblem(previous, input, today());
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      focusFirstInvalid(form);
      return;
    }
    const doubted = meterReadingDoubt(previous, input);
    if (doubted) {
      setDoubt({ input, message: doubted.message });
      return;
    }
    await send(input, false);
  }

  async function onRemove() {
    if (!removing || remove.isPending) return;
    setFormError('');
    try {
      await remove.mutateAsync({ id: removing.id });
      setSaved(`Reading of ${formatKl(removing.readingKl)} kL on ${removing.date} removed.`);
      if (correcting?.id === removing.id) stopCorrecting();
      setRemoving(null);
      await refresh();
    } catch (error) {
      setRemoving(null);
      setFormError(errorCode(error) ? serverMessage(error) || REMOVE_FAILED : REMOVE_FAILED);
    }
  }

  return (
    <Fold title="Society Meter Readings" icon="🚰" gist={gist} className="organiser-meter">
      <p className="organiser-figure__text">
        Record the building’s bulk water meter. Each period between two readings shows litres a
        person a day against {NORM_LITRES_PER_PERSON} L and against what residents’ own answers
        estimate; the difference is common areas, leaks and what the questionnaire misses.
      </p>
      {correcting && (
        <p className="organiser-meter__mode" role="status">
          Correcting the reading of {correcting.date} ({formatKl(correcting.readingKl)} kL).
        </p>
      )}
      <form
        ref={formRef}
        className="organiser-meter__form"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-busy={pending || undefined}
        aria-label={correcting ? `Correct the reading of ${correcting.date}` : 'New reading'}
      >
        <Input
          id="meter-date"
          label="Date"
          type="date"
          value={shown.date}
          max={today()}
          onChange={set('date')}
          error={errors.date}
          hint={before ? `After ${before.date}` : undefined}
          requiredMark
        />
        <Input
          id="meter-reading"
          label="Reading (kL)"
          inputMode="decimal"
          value={shown.readingKl}
          onChange={set('readingKl')}
          error={errors.readingKl}
          hint={
            before
              ? `At least ${formatKl(before.readingKl)}; 37,010 or 1,23,456 are read too`
              : 'As the meter shows it; 37,010 or 1,23,456 are read too'
          }
          requiredMark
        />
        <Input
          id="meter-flats"
          label="Occupied flats"
          inputMode="numeric"
          value={shown.occupiedFlats}
          onChange={set('occupiedFlats')}
          error={errors.occupiedFlats}
          hint={before ? 'As at the last reading; change it if it changed' : undefined}
          requiredMark
        />
        <Input
          id="meter-residents"
          label="Residents"
          inputMode="numeric"
          value={shown.residents}
          onChange={set('residents')}
          error={errors.residents}
          hint="People living in the occupied flats"
          requiredMark
        />
        <div className="organiser-meter__submit">
          <Button type="submit" loading={pending} loadingText="Saving...">
            {correcting ? 'Save Correction' : 'Save Reading'}
          </Button>
          {correcting && (
            <Button variant="secondary" onClick={stopCorrecting} disabled={pending}>
              Cancel Correction
            </Button>
          )}
        </div>
      </form>
      <Dialog
        open={doubt !== null}
        onClose={() => {
          if (!pending) setDoubt(null);
        }}
        title="Are you sure?"
        description={doubt ? `${doubt.message}.` : undefined}
        hideCloseButton
        className="admin-dialog"
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setDoubt(null)}
              disabled={pending}
              data-autofocus
            >
              No, Let Me Check
            </Button>
            <Button
              onClick={() => doubt && void send(doubt.input, true)}
              loading={pending}
              loadingText="Saving..."
            >
              Yes, Save It
            </Button>
          </>
        }
      />
      <Dialog
        open={removing !== null}
        onClose={() => {
          if (!remove.isPending) setRemoving(null);
        }}
        title="Remove this reading?"
        description={
          removing
            ? `The reading of ${formatKl(removing.readingKl)} kL on ${removing.date} is removed, and its period with it. The audit log keeps what it held.`
            : undefined
        }
        hideCloseButton
        className="admin-dialog"
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setRemoving(null)}
              disabled={remove.isPending}
              data-autofocus
            >
              Keep It
            </Button>
            <Button
              variant="danger"
              onClick={() => void onRemove()}
              loading={remove.isPending}
              loadingText="Removing..."
            >
              Remove Reading
            </Button>
          </>
        }
      />
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
                <th scope="col">
                  <span className="wf-visually-hidden">Change</span>
                </th>
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
                  <td className="organiser-meter__row-actions">
                    {r.id === last?.id && (
                      <>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => startCorrecting(r)}
                          aria-label={`Correct the reading of ${r.date}`}
                        >
                          Correct
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setRemoving(r)}
                          aria-label={`Remove the reading of ${r.date}`}
                        >
                          Remove
                        </Button>
                      </>
                    )}
                  </td>
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
    </Fold>
  );
}

function signed(value: number): string {
  const text = `${litres(Math.abs(value))} L`;
  return value > 0.5 ? `+${text}` : value < -0.5 ? `−${text}` : text;
}
