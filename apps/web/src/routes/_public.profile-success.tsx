import { createFileRoute } from '@tanstack/react-router';
import { ResultScreen } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { PublicShell } from '../components/PublicShell';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/_public/profile-success')({
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
      <ResultScreen
        tone="success"
        emoji="🎉"
        title="Profile Created Successfully!"
        items={FEATURES}
        actions={
          <>
            <NavButton to="/login" size="lg">
              Continue to Login
            </NavButton>
            <NavButton to="/" size="lg" variant="secondary">
              Back to Home
            </NavButton>
          </>
        }
      >
        <p className="result-card__lead">
          Welcome to your water-saving community. Here is what you can do:
        </p>
      </ResultScreen>
    </PublicShell>
  );
}
