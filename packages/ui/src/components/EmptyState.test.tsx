import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, its description and its action, with the icon hidden', async () => {
    const { container } = render(
      <EmptyState
        icon="📊"
        title="No score history yet"
        description="Take the questionnaire to see your progress."
        action={<Button>Take Questionnaire</Button>}
      />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'No score history yet' });
    expect(heading).toBeTruthy();
    expect(screen.getByText('Take the questionnaire to see your progress.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take Questionnaire' })).toBeTruthy();
    expect(screen.getByText('📊').getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('uses the heading level it is given and leaves out what it is not given', () => {
    const { container } = render(<EmptyState title="Nothing here" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here' })).toBeTruthy();
    expect(container.querySelector('.wf-empty__description')).toBeNull();
    expect(container.querySelector('.wf-empty__action')).toBeNull();
    expect(container.textContent).toBe('💧Nothing here');
  });
});
