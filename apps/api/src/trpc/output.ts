import type { z } from 'zod';

/**
 * A procedure's declared output: the schema REST declares for the same body where there is one
 * (domain/*schemas.ts), so both transports answer the same shape, and the client's types come
 * from the contract rather than from whatever the function happens to return. Only declared
 * fields leave the server.
 *
 * Checked on every call, but at most once per result object: the domain's cached reads hand
 * out the same (never mutated) object until the next write, so a cached read costs a WeakMap
 * look-up rather than a parse of, say, fifty history records.
 */
export function output<S extends z.ZodType>(schema: S): (value: unknown) => z.output<S> {
  const checked = new WeakMap<object, z.output<S>>();
  return (value) => {
    if (typeof value !== 'object' || value === null) return schema.parse(value);
    let parsed = checked.get(value);
    if (parsed === undefined) {
      parsed = schema.parse(value);
      checked.set(value, parsed);
    }
    return parsed;
  };
}
