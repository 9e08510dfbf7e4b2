/** The shape of a failed schema parse that forms need (zod's error, without importing zod). */
export interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** The first message per top-level field of a failed parse. */
export function fieldErrors<K extends string>(error: IssueList): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in out)) out[key as K] = issue.message;
  }
  return out;
}

/** The first message of a failed parse, for forms that show one alert. */
export function firstMessage(error: IssueList): string {
  return error.issues[0]?.message ?? '';
}

/** Moves focus to the first field, in form order, that has an error. */
export function focusFirstInvalid(form: HTMLFormElement | null, framesLeft = 10): void {
  // After React has rendered the errors. Errors set after an await (the forms wait for their
  // rules) render in a task of their own, which a busy phone can run after the next frame: look
  // again for a few frames rather than give up on the first.
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (framesLeft > 0) focusFirstInvalid(form, framesLeft - 1);
  });
}

/** Names and codes are typed exactly: no phone keyboard capitals or spelling fixes. */
export const NO_AUTOCORRECT = { autoCapitalize: 'none', spellCheck: false } as const;

/** An email field: the email keyboard and autofill, typed exactly. */
export const EMAIL_INPUT = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  ...NO_AUTOCORRECT,
} as const;
