// What makes two languages' catalogues match: the same keys, and in each text the same
// {{variables}}. Pure, so the test can prove it catches a difference as well as check the real
// catalogues.

export type Catalogue = { [key: string]: string | Catalogue };

/** Every text of a catalogue by its dotted key. */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of flatten(value, path)) texts.set(inner, text);
  }
  return texts;
}

/** The {{variables}} a text interpolates (its format part after a comma ignored), sorted. */
export function variables(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

/** Human-readable differences between a catalogue and its translation; [] when they match. */
export function catalogueDifferences(
  name: string,
  base: Catalogue,
  other: Catalogue,
  [baseLanguage, otherLanguage]: readonly [string, string] = ['en', 'hi'],
): string[] {
  const a = flatten(base);
  const b = flatten(other);
  const problems: string[] = [];
  for (const key of a.keys())
    if (!b.has(key)) problems.push(`${name}: "${key}" is missing in ${otherLanguage}`);
  for (const key of b.keys())
    if (!a.has(key)) problems.push(`${name}: "${key}" is missing in ${baseLanguage}`);
  for (const [key, text] of a) {
    const translated = b.get(key);
    if (translated === undefined) continue;
    if (text.trim() === '' || translated.trim() === '')
      problems.push(`${name}: "${key}" is empty in one language`);
    const expected = variables(text).join(', ');
    const found = variables(translated).join(', ');
    if (expected !== found)
      problems.push(
        `${name}: "${key}" uses {{${expected}}} in ${baseLanguage} but {{${found}}} in ${otherLanguage}`,
      );
  }
  return problems;
}
