// Issue 27, items 5 and 6 in the browser: a family of two on one flat. The second resident typed
// the family's flat, which joins nothing; with the join code shown on the first one's profile,
// she joins, and both then see the same home figure. English and Hindi, at 390 px, with axe.
import { describe, expect, it } from 'vitest';
import hiAccount from '../../apps/web/src/i18n/locales/hi/account.json';
import { signupResident, submitScore } from '../support/api.ts';
import { familyAnswers } from '../support/litres.ts';
import { PHONE } from '../support/browser.ts';
import {
  button,
  expectAccessible,
  expectNoHorizontalOverflow,
  onScreen,
  open,
  useApp,
  visible,
} from '../support/ui.ts';

const { baseUrl, browser } = useApp();

async function footprintOf(cookie: string): Promise<number | null> {
  const res = await fetch(`${baseUrl}/api/footprint`, { headers: { cookie } });
  const body = (await res.json()) as { footprint: { direct: { litresPerDay: number } } | null };
  return body.footprint?.direct.litresPerDay ?? null;
}

describe('your family on /edit-profile', () => {
  it('a resident who typed the family’s flat joins with the code a member sees, then shares its figure', async () => {
    const father = await signupResident(baseUrl);
    await submitScore(baseUrl, father, familyAnswers());
    const daughter = await signupResident(baseUrl, { apartment: father.apartment });
    // Typing the flat joined nothing.
    expect(await footprintOf(daughter.cookie)).toBeNull();

    const fathers = await open(browser(), baseUrl, '/edit-profile', {
      as: father,
      viewport: PHONE,
    });
    await onScreen(fathers.page, '/edit-profile', 'Edit Profile');
    const card = fathers.page.getByRole('region', { name: 'Your family' });
    await visible(card.getByText(father.profileName, { exact: true }));
    const code = (await card.locator('.family-card__code strong').innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expectNoHorizontalOverflow(fathers.page, '/edit-profile with the family card');
    await expectAccessible(fathers.page, '/edit-profile with the family card (phone)');

    const hers = await open(browser(), baseUrl, '/edit-profile', {
      as: daughter,
      viewport: PHONE,
    });
    await onScreen(hers.page, '/edit-profile', 'Edit Profile');
    const herCard = hers.page.getByRole('region', { name: 'Your family' });
    const field = herCard.getByLabel('Join your family with their code');
    await field.fill('ZZZZ-ZZZZ');
    await button(hers.page, 'Join').click();
    await visible(herCard.getByText(/does not belong to any family/));
    await field.fill(code.toLowerCase());
    await button(hers.page, 'Join').click();
    await visible(herCard.getByText('You have joined your family. You now share their figures.'));
    await visible(herCard.getByText(father.profileName, { exact: true }));
    await visible(herCard.getByText(daughter.profileName, { exact: true }));
    expect(await footprintOf(daughter.cookie)).toBe(await footprintOf(father.cookie));

    // In Hindi: the same card, its texts from the Hindi catalogue, still accessible.
    await hers.page.getByLabel('Language').selectOption('hi');
    await visible(hers.page.getByRole('region', { name: hiAccount.family.title }));
    await visible(hers.page.getByLabel(hiAccount.family.joinLabel));
    await expectNoHorizontalOverflow(hers.page, '/edit-profile family card in Hindi');
    await expectAccessible(hers.page, '/edit-profile with the family card in Hindi (phone)');
    await fathers.page.close();
    await hers.page.close();
  });
});
