/**
 * The waves at the foot of the visitor screens. The tagline comes translated from the caller:
 * the stand-alone landing page (src/landing) shows it without i18next.
 */
export function WaveFooter({ tagline }: { tagline: string }) {
  return (
    <footer className="wave-footer">
      <svg viewBox="0 0 1440 80" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path
          d="M0 40c120 24 240 24 360 0s240-24 360 0 240 24 360 0 240-24 360 0v40H0z"
          fill="#cfe8f8"
        />
        <path
          d="M0 56c120 16 240 16 360 0s240-16 360 0 240 16 360 0 240-16 360 0v24H0z"
          fill="#a9d6f3"
        />
      </svg>
      <p>
        {tagline} <span aria-hidden="true">💧</span>
      </p>
    </footer>
  );
}
