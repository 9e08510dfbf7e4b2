// Letters and digits drawn alike (issue 27, items 6 and 9): one table for household keys and
// profile-name keys, so 'С-305' (Cyrillic С) is the flat 'C-305' and 'Вob' is the name 'Bob'.
// Letters are mapped in their original case, BEFORE any lower-casing: lower-casing first sends
// Greek capital Ν to ν, which reads as a Latin v, and lets Cyrillic В, Н, М escape the table.

/** Cyrillic and Greek letters, both cases, that render like a Latin letter (Unicode confusables). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic capitals
  А: 'a',
  В: 'b',
  С: 'c',
  Е: 'e',
  Н: 'h',
  І: 'i',
  Ј: 'j',
  К: 'k',
  М: 'm',
  О: 'o',
  Р: 'p',
  Ѕ: 's',
  Т: 't',
  Х: 'x',
  У: 'y',
  Ү: 'y',
  Ԛ: 'q',
  Ԝ: 'w',
  Ӏ: 'l',
  // Cyrillic small letters
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  к: 'k',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  // Greek capitals
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  // Greek small letters
  α: 'a',
  ο: 'o',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

const DECIMAL_DIGIT = /\p{Nd}/u;

/**
 * The ASCII digit of any script's decimal digit ('१' and '١' are '1'), or the character itself.
 * Unicode keeps every script's digits 0-9 in one unbroken run, so a digit's value is its distance
 * from the start of its run (runs of several sets, as in mathematical digits, repeat every ten).
 */
export function asciiDigit(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80 || !DECIMAL_DIGIT.test(char)) return char;
  let start = code;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((code - start) % 10);
}

/** One character as the Latin letter it shows, or itself. */
export function lookAlikeLetter(char: string): string {
  return LOOK_ALIKES[char] ?? char;
}

/**
 * A text's skeleton for comparing keys: NFKC, look-alike letters as the Latin letter they show,
 * digits of every script as ASCII digits, then lower-cased. Whitespace is left to the caller.
 */
export function lookAlikeSkeleton(text: string): string {
  return Array.from(text.normalize('NFKC'), (c) => LOOK_ALIKES[c] ?? asciiDigit(c))
    .join('')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');
}
