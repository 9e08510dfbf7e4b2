import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off the compiled parsers (and their eval probe) of the Zod the app bundles', async () => {
    await import('./zod-jitless');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // Schemas still parse, through the interpreted path.
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.parse({ name: 'Asha' })).toEqual({ name: 'Asha' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
