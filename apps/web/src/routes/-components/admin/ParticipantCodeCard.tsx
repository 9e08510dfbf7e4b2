import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Button, ButtonRow, Card, Input } from '@wf/ui';
import { errorCode, errorField, serverMessage } from '../../../lib/errors';
import { NO_AUTOCORRECT } from '../../../lib/form';
import { queries, useQueryContext } from '../../../lib/queries';
import './participant-code.css';

const CODE_MESSAGES = {
  loadFailed: 'The participant code could not be loaded.',
  notSet: 'No participant code is set yet: set one so residents can sign up.',
  saveFailed: 'The participant code could not be changed. Please try again.',
  saved: (code: string) => `Participant code changed. New residents now sign up with ${code}.`,
} as const;

/**
 * The participant code new residents sign up with (issue 14, item 15): shown to the
 * administrator, with a form to change it. The server checks the new code; its refusal shows
 * under the field.
 */
export function ParticipantCodeCard() {
  const context = useQueryContext();
  const { queryClient, trpc } = context;
  const { data, refetch, isFetching } = useSuspenseQuery(queries.participantCode(context));
  // '' with an error when it could not be read.
  const current = data.error ? null : data.value.code;
  const save = useMutation(trpc.admin.setParticipantCode.mutationOptions());
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const missing = data.error !== null && errorCode(data.error) === 'NOT_FOUND';

  function startEditing() {
    setDraft(current ?? '');
    setError('');
    setNotice('');
    setEditing(true);
    requestAnimationFrame(() => inputRef.current?.select());
  }

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => changeRef.current?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    try {
      const { code } = await save.mutateAsync({ code: draft });
      await queryClient.invalidateQueries({
        queryKey: queries.participantCode(context).queryKey,
      });
      setNotice(CODE_MESSAGES.saved(code));
      stopEditing();
    } catch (failure) {
      // The server names the field when it refuses the code itself.
      setError(errorField(failure) === 'code' ? serverMessage(failure) : CODE_MESSAGES.saveFailed);
      requestAnimationFrame(() => inputRef.current?.focus());
    }
  }

  return (
    <Card title="Participant Code" icon="🎟️" className="admin-code">
      <p className="admin-code__lead">
        New residents type this code when they sign up. A new code works at once and the old one
        stops working; residents who already signed up are not affected.
      </p>
      {data.error && (
        <Alert tone="warning">
          {missing ? CODE_MESSAGES.notSet : CODE_MESSAGES.loadFailed}{' '}
          {!missing && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void refetch()}
              loading={isFetching}
            >
              Try Again
            </Button>
          )}
        </Alert>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="admin-code__current">
        {current !== null && (
          <p className="admin-code__value">
            <span>Current code:</span> <code>{current}</code>
          </p>
        )}
        {!editing && (
          <Button variant="secondary" size="sm" onClick={startEditing} ref={changeRef}>
            Change<span className="wf-visually-hidden"> participant code</span>
          </Button>
        )}
      </div>
      {editing && (
        <form className="admin-code__form" onSubmit={onSubmit} noValidate>
          <Input
            ref={inputRef}
            id="admin-participant-code"
            label="New participant code"
            hint="At least 4 characters, with no spaces."
            autoComplete="off"
            {...NO_AUTOCORRECT}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError('');
            }}
            error={error || undefined}
            disabled={save.isPending}
            aria-required
          />
          <ButtonRow align="end">
            <Button variant="secondary" onClick={stopEditing} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} loadingText="Saving...">
              Save Code
            </Button>
          </ButtonRow>
        </form>
      )}
    </Card>
  );
}
