import { createFileRoute, useLocation } from '@tanstack/react-router';
import { Alert, ResultScreen } from '@wf/ui';
import { NavButton } from '../components/NavButton';
import { PublicShell } from '../components/PublicShell';
import { DEFAULT_PROFILE_ERROR } from '../lib/messages';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/_public/profile-error')({
  component: ProfileErrorPage,
});

const HINTS = [
  {
    icon: '📝',
    title: 'Check Your Information',
    text: 'Make sure every field is filled in and your participant code is typed correctly.',
  },
  {
    icon: '📧',
    title: 'Verify Email Address',
    text: 'Use an email address you can open, and one that has not been used for another profile.',
  },
  {
    icon: '🔄',
    title: 'Try Again',
    text: 'Go back to the sign-up form and give it another go.',
  },
];

function ProfileErrorPage() {
  const message = useLocation({ select: (location) => location.state.errorMessage });
  useDocumentTitle('Profile Creation Failed');
  return (
    <PublicShell width="medium">
      <ResultScreen
        tone="error"
        emoji="😕"
        title="Profile Creation Failed"
        items={HINTS}
        actions={
          <>
            <NavButton to="/signup" size="lg">
              Try Again
            </NavButton>
            <NavButton to="/" size="lg" variant="secondary">
              Back to Home
            </NavButton>
          </>
        }
      >
        <Alert tone="error">{message || DEFAULT_PROFILE_ERROR}</Alert>
      </ResultScreen>
    </PublicShell>
  );
}
