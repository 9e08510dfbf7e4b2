import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { MESSAGES, isValidEmail } from '@wf/scoring/account-fields';
import { useTranslation } from 'react-i18next';
import { FormHeader, Input, SubmitRow } from '@wf/ui';
import type { InputProps } from '@wf/ui';
import { NewPasswordField } from '../components/NewPasswordField';
import { PublicShell } from '../components/PublicShell';
import { rememberUser } from '../lib/auth';
import { loadAccountSchemas, usePreloadAccountSchemas } from '../lib/account-schemas';
import { errorField, errorMessage } from '../lib/errors';
import { EMAIL_INPUT, NO_AUTOCORRECT, fieldErrors, focusFirstInvalid } from '../lib/form';
import { signupFailureMessage } from '../lib/messages';
import { passwordRefusal } from '../lib/password-strength/estimate';
import { clearSignupDraft, keepSignupDraft, signupDraft } from '../lib/signup-draft';
import type { SignupField as Field } from '../lib/signup-draft';
import { queries, useQueryContext } from '../lib/queries';
import { useLocalizeMessage } from '../i18n/messages';
import { adoptProfileLanguage, useSaveProfileLanguage } from '../i18n/profile-language';
import type { Resources } from '../i18n/resources';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/_public/signup')({
  // Prefill the community before the form shows; without it the field simply starts empty.
  // Not awaited: the form suspends on it instead, so the public layout's skeleton shows while it
  // loads (a layout's pending state is offered only while the layout itself is loading).
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(queries.signupDefaults(context));
  },
  component: SignupPage,
});

type Values = Record<Field, string>;
type SignupText = `signup.${keyof Resources['public']['signup'] & string}`;

// In form order: focusFirstInvalid moves to the first field with an error in the DOM.
// label, hint and placeholder are keys of the "public" catalogue.
const FIELDS: ({
  field: Field;
  label: SignupText;
  hint?: SignupText;
  placeholder?: SignupText;
} & Omit<
  InputProps,
  'name' | 'value' | 'onChange' | 'error' | 'label' | 'hint' | 'placeholder'
>)[] = [
  {
    field: 'profileName',
    id: 'signup-profile-name',
    label: 'signup.profileName',
    autoComplete: 'nickname',
  },
  { field: 'email', id: 'signup-email', label: 'signup.email', ...EMAIL_INPUT },
  {
    field: 'password',
    id: 'signup-password',
    label: 'signup.password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'signup.passwordHint',
  },
  {
    field: 'apartmentCommunityName',
    id: 'signup-community',
    label: 'signup.community',
    autoComplete: 'organization',
  },
  {
    field: 'apartment',
    id: 'signup-apartment',
    label: 'signup.apartment',
    autoComplete: 'address-line2',
  },
  {
    field: 'participantCode',
    id: 'signup-participant-code',
    label: 'signup.participantCode',
    autoComplete: 'off',
    ...NO_AUTOCORRECT,
    placeholder: 'signup.participantCodePlaceholder',
  },
];

function SignupPage() {
  const { t } = useTranslation('public');
  const localize = useLocalizeMessage();
  useDocumentTitle(t('signup.title'));
  const context = useQueryContext();
  const { trpc } = context;
  const navigate = useNavigate();
  const { defaultCommunityName } = useSuspenseQuery(queries.signupDefaults(context)).data.value;
  const signup = useMutation(trpc.auth.signup.mutationOptions());
  const saveLanguage = useSaveProfileLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  usePreloadAccountSchemas();

  // Back from a failed signup ('Try Again'): what was typed, and the reason under its field.
  const [draft] = useState(signupDraft);
  // The poster's QR code opens /signup?code=...: the participant code comes filled in. Read here
  // rather than in a validateSearch, which would put it in every page's first chunk.
  const [codeFromLink] = useState(
    () => new URLSearchParams(window.location.search).get('code')?.trim() ?? '',
  );
  const [values, setValues] = useState<Values>(() => ({
    profileName: '',
    email: '',
    apartmentCommunityName: defaultCommunityName,
    apartment: '',
    participantCode: codeFromLink,
    ...draft?.values,
    password: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(() =>
    draft?.reason ? { [draft.reason.field]: draft.reason.message } : {},
  );
  const [checkingPassword, setCheckingPassword] = useState(false);
  const loading = signup.isPending || checkingPassword;
  // What a guesser would try first (the server counts the same words).
  const userInputs = [values.profileName, values.email, values.apartmentCommunityName];

  function update(field: Field) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => {
        const next = { ...e };
        if (field === 'email') {
          // Live check while typing, unless the field is empty (spec section 5).
          if (value.trim() !== '' && !isValidEmail(value)) next.email = MESSAGES.emailInvalid;
          else delete next.email;
        } else {
          delete next[field];
        }
        return next;
      });
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    // Trims every value and lowercases the email (the schema does both).
    const { signupSchema } = await loadAccountSchemas();
    const parsed = signupSchema.safeParse(values);
    const found = parsed.success ? {} : fieldErrors<Field>(parsed.error);
    // The server refuses a guessable password too (the same shared estimator), but only
    // /profile-error's general message would say so.
    if (!found.password) {
      setCheckingPassword(true);
      const refusal = await passwordRefusal(values.password, userInputs);
      setCheckingPassword(false);
      if (refusal) found.password = refusal;
    }
    // Spec section 5: the community is required "with no custom message", so it is the
    // browser's own required-field message that shows.
    if (found.apartmentCommunityName) {
      const native = formRef.current?.elements.namedItem('apartmentCommunityName');
      if (native instanceof HTMLInputElement && native.validationMessage)
        found.apartmentCommunityName = native.validationMessage;
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      const { user } = await signup.mutateAsync(parsed.data);
      clearSignupDraft();
      rememberUser(context, user);
      // The language chosen before signing up goes with the new profile.
      await adoptProfileLanguage(context, saveLanguage);
      await navigate({ to: '/profile-success' });
    } catch (error) {
      const { password: _typed, ...kept } = parsed.data;
      const field = errorField(error);
      keepSignupDraft({
        values: kept,
        reason:
          field && field in parsed.data
            ? { field: field as Field, message: errorMessage(error) }
            : undefined,
      });
      await navigate({
        to: '/profile-error',
        state: { errorMessage: signupFailureMessage(error) },
      });
    }
  }

  // `required` gives the community field its browser message; noValidate keeps our inline ones.
  const common = { disabled: loading, required: true } as const;

  return (
    <PublicShell>
      <div className="auth-card">
        <FormHeader emoji="🌊" title={t('signup.title')} subtitle={t('signup.subtitle')} />
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={loading || undefined}>
          <p className="form-note">{t('signup.allRequired')}</p>
          {FIELDS.map(({ field, label, hint, placeholder, ...props }) => {
            const error = errors[field];
            const shared = {
              ...common,
              ...props,
              label: t(label),
              hint: hint && t(hint),
              placeholder: placeholder && t(placeholder),
              name: field,
              value: values[field],
              onChange: update(field),
              // The browser's own message (the community field) is already in its language.
              error: error && localize(error),
            };
            return field === 'password' ? (
              <NewPasswordField key={field} {...shared} userInputs={userInputs} />
            ) : (
              <Input key={field} {...shared} />
            );
          })}
          <SubmitRow loading={loading} loadingText={t('signup.submitting')}>
            {t('signup.submit')}
          </SubmitRow>
        </form>
        <p className="auth-card__footer">
          <Link to="/login">{t('signup.toLogin')}</Link>
        </p>
      </div>
    </PublicShell>
  );
}
