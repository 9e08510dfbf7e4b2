import { createFileRoute } from '@tanstack/react-router';
import { NavButton } from '../components/NavButton';
import { PublicShell } from '../components/PublicShell';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/profile-success')({
  component: ProfileSuccessPage,
});

const FEATURES = [
  {
    icon: '💧',
    title: 'Track Your Water Usage',
    text: 'Answer the questionnaire and see your direct and indirect water footprint.',
  },
  {
    icon: '💡',
    title: 'Get Conservation Tips',
    text: 'Pick up easy ideas to save water at home, for grown-ups and kids.',
  },
  {
    icon: '🏆',
    title: 'Join Community Leaderboard',
    text: 'See how your household compares with your neighbours.',
  },
];

function ProfileSuccessPage() {
  useDocumentTitle('Profile Created Successfully!');
  return (
    <PublicShell width="medium">
      <div className="result-card result-card--success">
        <p className="result-card__emoji" aria-hidden="true">
          🎉
        </p>
        <h1>Profile Created Successfully!</h1>
        <p className="result-card__lead">
          Welcome to your water-saving community. Here is what you can do:
        </p>
        <ul className="feature-list">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature-list__item">
              <span className="feature-list__icon" aria-hidden="true">
                {feature.icon}
              </span>
              <div>
                <h2 className="feature-list__title">{feature.title}</h2>
                <p>{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="button-row button-row--center">
          <NavButton to="/login" size="lg">
            Continue to Login
          </NavButton>
          <NavButton to="/" size="lg" variant="secondary">
            Back to Home
          </NavButton>
        </div>
      </div>
    </PublicShell>
  );
}
