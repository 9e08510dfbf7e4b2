// The presentational blocks: what they render, how they are named, and that each passes axe.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Badge } from './Badge';
import { Button } from './Button';
import { ButtonRow } from './ButtonRow';
import { Card } from './Card';
import { CtaCard } from './CtaCard';
import { FormHeader, SubmitRow } from './FormParts';
import { ResultScreen } from './ResultScreen';
import { SkipLink } from './SkipLink';
import { LoadingBlock, Spinner } from './Spinner';
import { StatCard } from './StatCard';
import { VisuallyHidden } from './VisuallyHidden';

describe('Card', () => {
  it('with a title is a region named by its heading, with its actions beside it', async () => {
    const { container } = render(
      <Card title="Your Stats" headingLevel={3} icon="📈" actions={<Button size="sm">Edit</Button>}>
        <p>Body</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Your Stats' });
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('📈Your Stats');
    expect(within(region).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(region).getByText('📈').getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('without a title is a plain box', () => {
    const { container } = render(<Card tone="sun">Plain</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstElementChild?.className).toBe('wf-card wf-card--sun wf-card--padded');
  });
});

describe('CtaCard', () => {
  it('has a level-2 title, its text and its action, with the icon hidden', async () => {
    const { container } = render(
      <CtaCard
        tone="accent"
        icon="🚀"
        title="Want to climb the leaderboard?"
        action={<a href="/tips">Tips</a>}
      >
        Every small change helps.
      </CtaCard>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Want to climb the leaderboard?' }),
    ).toBeTruthy();
    expect(screen.getByText('Every small change helps.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Tips' })).toBeTruthy();
    expect(screen.getByText('🚀').getAttribute('aria-hidden')).toBe('true');
    expect(container.firstElementChild?.className).toContain('wf-cta-card');
    await expectNoAxeViolations(container);
  });
});

describe('FormHeader and SubmitRow', () => {
  it('make a form with one h1 and a submit button that shows its progress', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const { container, rerender } = render(
      <form onSubmit={onSubmit} aria-label="Sign up">
        <FormHeader emoji="💧" title="Create Account" subtitle="Join your community" />
        <SubmitRow loading={false} loadingText="Creating Account...">
          Sign Up
        </SubmitRow>
      </form>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    expect(screen.getByText('💧').getAttribute('aria-hidden')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);

    rerender(
      <form onSubmit={onSubmit} aria-label="Sign up">
        <SubmitRow loading loadingText="Creating Account...">
          Sign Up
        </SubmitRow>
      </form>,
    );
    const busy = screen.getByRole('button', { name: 'Creating Account...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('type')).toBe('submit');
  });
});

describe('ResultScreen', () => {
  it('has an h1, its message, a list of named items and its actions', async () => {
    const { container } = render(
      <ResultScreen
        tone="success"
        emoji="🎉"
        title="Profile Created!"
        items={[
          { icon: '📝', title: 'Take the questionnaire', text: 'About five minutes.' },
          { icon: '🏆', title: 'Join the leaderboard', text: 'See how you compare.' },
        ]}
        actions={<a href="/dashboard">Go to Dashboard</a>}
      >
        <p>Welcome!</p>
      </ResultScreen>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Created!' })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Take the questionnaire',
      'Join the leaderboard',
    ]);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).parentElement?.className).toBe(
      'wf-button-row wf-button-row--center',
    );
    await expectNoAxeViolations(container);
  });
});

describe('ButtonRow', () => {
  it('lays its buttons out at the start unless told otherwise', () => {
    const { container, rerender } = render(
      <ButtonRow>
        <Button>One</Button>
      </ButtonRow>,
    );
    expect(container.firstElementChild?.className).toBe('wf-button-row');
    rerender(
      <ButtonRow align="end" className="extra">
        <Button>One</Button>
      </ButtonRow>,
    );
    expect(container.firstElementChild?.className).toBe('wf-button-row wf-button-row--end extra');
  });
});

describe('SkipLink', () => {
  it('links to the main content', async () => {
    const { container } = render(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main',
    );
    await expectNoAxeViolations(container);
  });
});

describe('Spinner and LoadingBlock', () => {
  it('a spinner is a status named by its label', async () => {
    const { container } = render(<Spinner label="Loading your score…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your score…');
    await expectNoAxeViolations(container);
  });

  it('a decorative spinner is hidden and announces nothing', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('a loading block is a status with visible text', () => {
    render(<LoadingBlock label="Loading leaderboard…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading leaderboard…');
  });
});

describe('StatCard, Badge and VisuallyHidden', () => {
  it('a stat card shows its label, value and hint in that order', async () => {
    const { container } = render(
      <StatCard label="Best Score" value={92} hint="in 3 attempts" icon="🏅" />,
    );
    expect(container.textContent).toBe('🏅Best Score92in 3 attempts');
    expect(screen.getByText('🏅').getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('a badge carries its tone', () => {
    render(<Badge tone="accent">You</Badge>);
    expect(screen.getByText('You').className).toBe('wf-badge wf-badge--accent');
  });

  it('visually hidden text is still read', () => {
    render(
      <button type="button">
        ×<VisuallyHidden>Remove</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '×Remove' })).toBeTruthy();
  });
});
