import type { MouseEvent } from 'react';
import { Button } from '@wf/ui';
import { APP_NAME } from '../lib/app-name';
import { ApartmentIllustration } from '../routes/-components/ApartmentIllustration';
import { WaveFooter } from './WaveFooter';

/** Where the landing page leads. */
export type LandingTarget = '/signup' | '/login' | '/dashboard';

export interface LandingPageProps {
  /** Goes to a screen: the router inside the app, a page load from the stand-alone landing page. */
  go: (to: LandingTarget) => void;
  /** The footer's tagline in the reader's language (common:footer.tagline). */
  tagline: string;
}

const HIGHLIGHTS = [
  { icon: '📝', text: 'Answer 31 quick questions' },
  { icon: '📈', text: 'Watch your score grow' },
  { icon: '🏆', text: 'Cheer on your community' },
];

/**
 * The landing page (spec section 2). It needs neither the router nor the data layer, so a direct
 * load of `/` can show it with React alone (src/landing/main.tsx); the app's `/` route shows it too.
 */
export function LandingPage({ go, tagline }: LandingPageProps) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    // A plain click stays in the app; a new tab or window (modifier keys) is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    go('/dashboard');
  }
  return (
    <div className="landing">
      <main id="main" tabIndex={-1} className="landing__main">
        <div className="landing__art">
          <ApartmentIllustration />
        </div>
        <div className="landing__copy">
          <h1 className="landing__title">
            <a href="/dashboard" onClick={follow}>
              {APP_NAME}
            </a>
          </h1>
          <p className="landing__subtitle">
            Understand your water footprint, track your progress, and build sustainable habits for a
            better future.
          </p>
          <div className="landing__actions">
            {/* Buttons, as the spec calls them, that navigate (like NavButton). */}
            <Button size="lg" onClick={() => go('/signup')}>
              Get Started
            </Button>
            <Button size="lg" variant="secondary" onClick={() => go('/login')}>
              I have an account
            </Button>
          </div>
          <ul className="landing__highlights">
            {HIGHLIGHTS.map((item) => (
              <li key={item.text}>
                <span aria-hidden="true">{item.icon}</span> {item.text}
              </li>
            ))}
          </ul>
        </div>
      </main>
      <WaveFooter tagline={tagline} />
    </div>
  );
}
