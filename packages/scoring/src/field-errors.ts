// How a rule's message names the field it is about. zod hands every error map the issue's full
// path, so a rule used deep in a payload says where ('entries.0.score: must be a number') without
// anyone rewriting its text afterwards. The API shows these messages as they are.

/** What the maps read of a zod issue; zod's raw issues have both. */
export interface FieldIssue {
  readonly path?: readonly PropertyKey[] | undefined;
  readonly input?: unknown;
}

/** The issue's place as the API names it: 'responses.q1_householdSize', 'entries.0.date'. */
export function fieldName(issue: FieldIssue, fallback = ''): string {
  return issue.path && issue.path.length > 0 ? issue.path.map(String).join('.') : fallback;
}

/** An error map for a rule that does not know its field: '<field>: <fragment>'. */
export function atField(fragment: string): (issue: FieldIssue) => string {
  return (issue) => {
    const field = fieldName(issue);
    return field ? `${field}: ${fragment}` : fragment;
  };
}

/** Like atField, but an absent value reads '<field> is required'. */
export function requiredOr(fragment: string): (issue: FieldIssue) => string {
  const wrong = atField(fragment);
  return (issue) => {
    const field = fieldName(issue);
    return issue.input === undefined && field ? `${field} is required` : wrong(issue);
  };
}

/** A strict object's answer to keys it does not know. */
export function unknownFields(keys: readonly string[]): string {
  return `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
}
