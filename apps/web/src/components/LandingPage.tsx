import type { MouseEvent } from 'react';
import { Button } from '@wf/ui';
import { ApartmentIllustration } from '../routes/-components/ApartmentIllustration';
import { WaveFooter } from './WaveFooter';

/** Where the landing page leads. */
export type LandingTarget = '/signup' | '/login' | '/dashboard';

/**
 * The page's texts in the reader's language: the app's catalogues ('landing', common:app.name,
 * common:footer.tagline), passed in because the stand-alone landing page has no i18next.
 */
export interface LandingTexts {
  appName: string;
  subtitle: string;
  getStarted: string;
  haveAccount: string;
  picture: string;
  highlights: { questions: string; score: string; community: string };
  tagline: string;
}

export interface LandingPageProps {
  /** Goes to a screen: the router inside the app, a page load from the stand-alone landing page. */
  go: (to: LandingTarget) => void;
  texts: LandingTexts;
}

const HIGHLIGHTS = [
  { icon: '📝', key: 'questions' },
  { icon: '📈', key: 'score' },
  { icon: '🏆', key: 'community' },
] as const;

/**
 * The landing page (spec section 2). It needs neither the router nor the data layer, so a direct
 * load of `/` can show it with React alone (src/landing/main.tsx); the app's `/` route shows it too.
 */
export function LandingPage({ go, texts }: LandingPageProps) {
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
          <ApartmentIllustration title={texts.picture} />
        </div>
        <div className="landing__copy">
          <h1 className="landing__title">
            <a href="/dashboard" onClick={follow}>
              {texts.appName}
            </a>
          </h1>
          <p className="landing__subtitle">{texts.subtitle}</p>
          <div className="landing__actions">
            {/* Buttons, as the spec calls them, that navigate (like NavButton). */}
            <Button size="lg" onClick={() => go('/signup')}>
              {texts.getStarted}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => go('/login')}>
              {texts.haveAccount}
            </Button>
          </div>
          <ul className="landing__highlights">
            {HIGHLIGHTS.map((item) => (
              <li key={item.key}>
                <span aria-hidden="true">{item.icon}</span> {texts.highlights[item.key]}
              </li>
            ))}
          </ul>
        </div>
      </main>
      <WaveFooter tagline={texts.tagline} />
    </div>
  );
}
