import { Link, createFileRoute } from '@tanstack/react-router';
import { WaveFooter } from '../components/PublicShell';
import { NavButton } from '../components/NavButton';
import { APP_NAME, useDocumentTitle } from '../lib/use-document-title';
import { ApartmentIllustration } from './-components/ApartmentIllustration';

export const Route = createFileRoute('/_public/')({
  component: LandingPage,
});

const HIGHLIGHTS = [
  { icon: '📝', text: 'Answer 31 quick questions' },
  { icon: '📈', text: 'Watch your score grow' },
  { icon: '🏆', text: 'Cheer on your community' },
];

function LandingPage() {
  useDocumentTitle();
  return (
    <div className="landing">
      <main id="main" tabIndex={-1} className="landing__main">
        <div className="landing__art">
          <ApartmentIllustration />
        </div>
        <div className="landing__copy">
          <h1 className="landing__title">
            <Link to="/dashboard">{APP_NAME}</Link>
          </h1>
          <p className="landing__subtitle">
            Understand your water footprint, track your progress, and build sustainable habits for a
            better future.
          </p>
          <div className="landing__actions">
            <NavButton to="/signup" size="lg">
              Get Started
            </NavButton>
            <NavButton to="/login" size="lg" variant="secondary">
              I have an account
            </NavButton>
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
      <WaveFooter />
    </div>
  );
}
