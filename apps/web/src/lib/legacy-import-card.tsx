import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, ButtonRow, Card } from '@wf/ui';
import { errorCode, errorMessage } from './errors';
import {
  dismissLegacyOffer,
  importSummary,
  isLegacyOfferDismissed,
  legacyBatches,
  markLegacyImported,
  readLegacyHistory,
} from './legacy-import';
import type { LegacyHistory } from './legacy-import';
import { invalidateResidentData } from './queries';
import { useTRPC } from './trpc';
import './legacy-import.css';

export const LEGACY_IMPORT_FAILED = 'Your earlier scores could not be imported. Please try again.';

type State =
  | { step: 'offer'; history: LegacyHistory }
  | { step: 'done'; summary: string }
  | { step: 'hidden' };

function initialState(email: string): State {
  if (isLegacyOfferDismissed(email)) return { step: 'hidden' };
  const history = readLegacyHistory(email);
  return history ? { step: 'offer', history } : { step: 'hidden' };
}

/**
 * The offer itself (loaded by LegacyImportOffer only when there is something to import):
 * 'Import my earlier scores' or 'Not now', then how many were imported.
 */
export default function LegacyImportCard({ email }: { email: string }) {
  const [state, setState] = useState<State>(() => initialState(email));
  return <LegacyImportPanel email={email} state={state} onChange={setState} />;
}

function LegacyImportPanel({
  email,
  state,
  onChange,
}: {
  email: string;
  state: State;
  onChange: (state: State) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const importEarlier = useMutation(trpc.scores.importEarlierHistory.mutationOptions());
  const [error, setError] = useState('');
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.step === 'done') resultRef.current?.focus();
  }, [state.step]);

  if (state.step === 'hidden') return null;

  if (state.step === 'done') {
    return (
      <Alert
        ref={resultRef}
        tone="success"
        className="legacy-import__result"
        onDismiss={() => onChange({ step: 'hidden' })}
      >
        {state.summary}
      </Alert>
    );
  }

  const { history } = state;
  const count = history.entries.length;

  async function onImport() {
    if (importEarlier.isPending) return;
    setError('');
    let imported = 0;
    let skipped = 0;
    try {
      for (const entries of legacyBatches(history.entries)) {
        const result = await importEarlier.mutateAsync({ entries });
        imported += result.imported;
        skipped += result.skipped;
      }
    } catch (err) {
      console.error('Legacy import failed', err);
      // The server's reason, when it gave one (a network failure has none worth showing).
      const detail = errorCode(err) === undefined ? '' : errorMessage(err);
      setError(detail ? `${LEGACY_IMPORT_FAILED} (${detail})` : LEGACY_IMPORT_FAILED);
      return;
    }
    markLegacyImported(history.key);
    await invalidateResidentData({ queryClient, trpc });
    onChange({
      step: 'done',
      summary: importSummary({ imported, skipped, unreadable: history.unreadable }),
    });
  }

  function onNotNow() {
    dismissLegacyOffer(email);
    onChange({ step: 'hidden' });
    document.getElementById('main')?.focus();
  }

  return (
    <Card
      title="Your earlier scores"
      icon="🗂️"
      tone="tint"
      className="legacy-import"
      aria-busy={importEarlier.isPending || undefined}
    >
      <p>
        This device still has {count} {count === 1 ? 'score' : 'scores'} from the earlier version of
        the app. Import {count === 1 ? 'it' : 'them'} into your account to keep your whole history
        in one place.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <ButtonRow>
        <Button
          onClick={() => void onImport()}
          loading={importEarlier.isPending}
          loadingText="Importing..."
        >
          Import my earlier scores
        </Button>
        <Button variant="ghost" onClick={onNotNow} disabled={importEarlier.isPending}>
          Not now
        </Button>
      </ButtonRow>
    </Card>
  );
}
