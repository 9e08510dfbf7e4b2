import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  forgotPasswordSchema,
  isCommonPassword,
  isValidEmail,
  loginSchema,
  profileNameKey,
  resetPasswordSchema,
  signupSchema,
  updateProfileSchema,
} from './accounts';

const signup = {
  profileName: 'Asha',
  email: 'asha@example.com',
  password: 'secret1',
  apartmentCommunityName: 'Green Meadows',
  apartment: 'B-304',
  participantCode: 'CODE123',
};

type Schema = {
  safeParse: (input: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};

function errors(schema: Schema, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.') || '(root)';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

describe('constants', () => {
  it('keeps the spec minimum and a generous maximum', () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(PASSWORD_MAX).toBe(128);
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', ' padded@example.com '])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.', 'a b@c.de', 'a@b@c.de', `${'a'.repeat(250)}@b.co`])(
    'rejects %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe('signupSchema', () => {
  it('accepts a valid signup, trimming text and lowercasing the email', () => {
    expect(
      signupSchema.parse({
        ...signup,
        profileName: '  Asha ',
        email: ' Asha@Example.COM ',
        apartment: ' B-304 ',
        apartmentCommunityName: ' Green Meadows ',
        participantCode: ' CODE123 ',
      }),
    ).toEqual(signup);
  });

  it('never trims the password', () => {
    expect(signupSchema.parse({ ...signup, password: '  pass  ' }).password).toBe('  pass  ');
  });

  it('shows each required message for its empty field, and only that one', () => {
    const empty = {
      profileName: ' ',
      email: '',
      password: '',
      apartmentCommunityName: '',
      apartment: '  ',
      participantCode: '',
    };
    expect(errors(signupSchema, empty)).toEqual({
      profileName: [MESSAGES.profileNameRequired],
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordRequired],
      apartmentCommunityName: [MESSAGES.communityRequired],
      apartment: [MESSAGES.apartmentRequired],
      participantCode: [MESSAGES.participantCodeRequired],
    });
    expect(errors(signupSchema, {})).toEqual(errors(signupSchema, empty));
  });

  it("uses the spec's texts", () => {
    expect(MESSAGES).toMatchObject({
      profileNameRequired: 'Profile name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      passwordRequired: 'Password is required',
      passwordShort: 'Password must be at least 6 characters long',
      apartmentRequired: 'Apartment number is required',
      participantCodeRequired: 'Participant code is required',
      communityRequired: 'Apartment community is required',
      loginBothRequired: 'Please enter both email/profile name and password.',
      forgotEmailRequired: 'Please enter your email address.',
    });
  });

  it('rejects an invalid email', () => {
    expect(errors(signupSchema, { ...signup, email: 'asha@example' })).toEqual({
      email: [MESSAGES.emailInvalid],
    });
  });

  it('rejects a short password at 5 characters and accepts 6', () => {
    expect(errors(signupSchema, { ...signup, password: '12345' })).toEqual({
      password: [MESSAGES.passwordShort],
    });
    // Six characters that are not a common password ('123456' is one: see below).
    expect(signupSchema.safeParse({ ...signup, password: 'kx9#w2' }).success).toBe(true);
  });

  it('refuses a common password in the schema both the form and the server use', () => {
    for (const password of ['123456', 'Password', 'qwerty123']) {
      expect(errors(signupSchema, { ...signup, password })).toEqual({
        password: [MESSAGES.passwordCommon],
      });
    }
    expect(errors(resetPasswordSchema, { token: 't', password: 'password' })).toEqual({
      password: [MESSAGES.passwordCommon],
    });
  });

  it('enforces the maximum lengths', () => {
    expect(signupSchema.safeParse({ ...signup, password: 'p'.repeat(128) }).success).toBe(true);
    expect(errors(signupSchema, { ...signup, password: 'p'.repeat(129) })).toEqual({
      password: [MESSAGES.passwordLong],
    });
    expect(errors(signupSchema, { ...signup, profileName: 'n'.repeat(61) })).toEqual({
      profileName: [MESSAGES.profileNameLong],
    });
    expect(errors(signupSchema, { ...signup, apartment: 'a'.repeat(41) })).toEqual({
      apartment: [MESSAGES.apartmentLong],
    });
    expect(errors(signupSchema, { ...signup, apartmentCommunityName: 'c'.repeat(101) })).toEqual({
      apartmentCommunityName: [MESSAGES.communityLong],
    });
    expect(errors(signupSchema, { ...signup, email: `${'e'.repeat(250)}@x.co` })).toEqual({
      email: [MESSAGES.emailLong],
    });
    // Lengths count after trimming.
    expect(signupSchema.safeParse({ ...signup, profileName: ` ${'n'.repeat(60)} ` }).success).toBe(
      true,
    );
  });

  it('rejects unknown keys by name', () => {
    expect(errors(signupSchema, { ...signup, isAdmin: true })).toEqual({
      '(root)': ['Unknown field: isAdmin'],
    });
  });

  it('rejects non-string values with the field message', () => {
    expect(errors(signupSchema, { ...signup, apartment: 12 })).toEqual({
      apartment: [MESSAGES.apartmentRequired],
    });
  });
});

describe('loginSchema', () => {
  it('accepts an identifier and password, trimming the identifier only', () => {
    expect(loginSchema.parse({ identifier: ' Asha ', password: ' pw ' })).toEqual({
      identifier: 'Asha',
      password: ' pw ',
    });
  });

  it('asks for both when either is missing', () => {
    for (const input of [
      { identifier: '', password: 'x' },
      { identifier: '  ', password: 'x' },
      { identifier: 'asha', password: '' },
      { identifier: 'asha' },
      {},
    ]) {
      const found = Object.values(errors(loginSchema, input)).flat();
      expect(found.length).toBeGreaterThan(0);
      expect(new Set(found)).toEqual(new Set([MESSAGES.loginBothRequired]));
    }
  });

  it('does not apply signup length rules to a login password', () => {
    expect(loginSchema.safeParse({ identifier: 'asha', password: '1' }).success).toBe(true);
  });
});

describe('forgotPasswordSchema', () => {
  it('trims and lowercases the email', () => {
    expect(forgotPasswordSchema.parse({ email: ' Asha@Example.com ' })).toEqual({
      email: 'asha@example.com',
    });
  });

  it('asks for the email when it is empty, and checks its form', () => {
    expect(errors(forgotPasswordSchema, { email: ' ' })).toEqual({
      email: [MESSAGES.forgotEmailRequired],
    });
    expect(errors(forgotPasswordSchema, {})).toEqual({ email: [MESSAGES.forgotEmailRequired] });
    expect(errors(forgotPasswordSchema, { email: 'nope' })).toEqual({
      email: [MESSAGES.emailInvalid],
    });
  });
});

describe('resetPasswordSchema', () => {
  it('needs a token and a password that follows the signup rules', () => {
    expect(resetPasswordSchema.parse({ token: 'abc', password: 'secret1' })).toEqual({
      token: 'abc',
      password: 'secret1',
    });
    expect(errors(resetPasswordSchema, { token: '', password: '' })).toEqual({
      token: [MESSAGES.resetTokenRequired],
      password: [MESSAGES.passwordRequired],
    });
    expect(errors(resetPasswordSchema, { token: 't', password: 'short' })).toEqual({
      password: [MESSAGES.passwordShort],
    });
  });
});

describe('updateProfileSchema', () => {
  it('trims fields and allows the community to be left out', () => {
    expect(updateProfileSchema.parse({ profileName: ' Asha ', apartment: ' C-1 ' })).toEqual({
      profileName: 'Asha',
      apartment: 'C-1',
    });
    expect(
      updateProfileSchema.parse({
        profileName: 'Asha',
        apartment: 'C-1',
        apartmentCommunityName: ' Lake View ',
      }),
    ).toEqual({ profileName: 'Asha', apartment: 'C-1', apartmentCommunityName: 'Lake View' });
  });

  it('shows the edit-profile messages for blank fields', () => {
    expect(
      errors(updateProfileSchema, {
        profileName: '  ',
        apartment: '',
        apartmentCommunityName: ' ',
      }),
    ).toEqual({
      profileName: [MESSAGES.profileNameRequired],
      apartment: [MESSAGES.apartmentRequired],
      apartmentCommunityName: [MESSAGES.communityRequired],
    });
  });
});

describe('properties', () => {
  const padding = fc.stringMatching(/^[ \t\n]{0,3}$/);
  const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .-]{0,20}[A-Za-z0-9]$/);
  const emailArb = fc.tuple(
    fc.stringMatching(/^[A-Za-z0-9._+-]{1,20}$/),
    fc.stringMatching(/^[A-Za-z0-9-]{1,15}$/),
    fc.stringMatching(/^[A-Za-z]{2,6}$/),
  );

  it('signup trims every text field and lowercases the email, whatever the padding', () => {
    fc.assert(
      fc.property(word, emailArb, padding, padding, (name, [local, domain, tld], before, after) => {
        const email = `${local}@${domain}.${tld}`;
        const parsed = signupSchema.parse({
          ...signup,
          profileName: `${before}${name}${after}`,
          email: `${before}${email}${after}`,
          apartment: `${after}${name}${before}`,
        });
        expect(parsed.profileName).toBe(name);
        expect(parsed.apartment).toBe(name);
        expect(parsed.email).toBe(email.toLowerCase());
      }),
    );
  });

  it('signup never changes the password', () => {
    fc.assert(
      fc.property(
        // Every password the schema accepts (common ones are refused: see above).
        fc
          .string({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
          .filter((p) => !isCommonPassword(p)),
        (password) => {
          expect(signupSchema.parse({ ...signup, password }).password).toBe(password);
        },
      ),
    );
  });

  it('parsing is idempotent for signup and update', () => {
    fc.assert(
      fc.property(word, padding, (name, pad) => {
        const once = signupSchema.parse({ ...signup, profileName: pad + name + pad });
        expect(signupSchema.parse(once)).toEqual(once);
        const update = updateProfileSchema.parse({
          profileName: pad + name,
          apartment: name + pad,
        });
        expect(updateProfileSchema.parse(update)).toEqual(update);
      }),
    );
  });
});

describe('profileNameKey', () => {
  it('folds case and Unicode forms, beyond ASCII', () => {
    const same = [
      ['Maple Family', 'MAPLE FAMILY', ' maple family '],
      ['Émile', 'ÉMILE', 'e\u0301mile', 'E\u0301MILE'],
      ['Straße', 'STRASSE', 'strasse'],
      ['Ｍａｐｌｅ', 'maple'],
      // Issue 27, item 9: look-alike capitals (Greek Ε, Η; Cyrillic В) and whitespace runs.
      ['Eve House', '\u0395ve \u0397ouse', 'Eve  House', 'eve\u00a0 house'],
      ['Bob Other', '\u0412ob Other', 'B\u043Eb  Other'],
      ['Nina', '\u039dina'],
      ['Asha Rao', 'Asha  Rao', 'Asha \u2003 Rao'],
    ];
    for (const group of same)
      for (const name of group) expect(profileNameKey(name), name).toBe(profileNameKey(group[0]!));
    expect(profileNameKey('Émile')).not.toBe(profileNameKey('Emile'));
    expect(profileNameKey('AshaRao')).not.toBe(profileNameKey('Asha Rao'));
    // Greek capital Ν is the Latin N it shows, never a v.
    expect(profileNameKey('\u039dina')).not.toBe(profileNameKey('vina'));
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (name) => {
        const key = profileNameKey(name);
        expect(profileNameKey(key)).toBe(key);
      }),
    );
  });
});
