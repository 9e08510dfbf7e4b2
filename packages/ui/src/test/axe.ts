import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered component. The page-level rules do not apply to a component shown
 * alone (it is not inside a landmark, nor the page's one h1), and jsdom paints nothing, so colour
 * contrast is left to the browser tests.
 */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, {
    rules: {
      region: { enabled: false },
      'page-has-heading-one': { enabled: false },
      'landmark-one-main': { enabled: false },
      'color-contrast': { enabled: false },
    },
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
  ).toEqual([]);
}
