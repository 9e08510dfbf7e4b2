import { useId } from 'react';

/**
 * How Drippy feels: waving hello (the Kids Corner), jumping for joy at a good result, or cheering
 * a child on when there is room to improve (the score summary, issue 12).
 */
export type DrippyMood = 'wave' | 'happy' | 'cheer';

/** Drippy the water drop, the Kids Corner mascot. */
export function Drippy({
  className,
  title,
  mood = 'wave',
}: {
  className?: string;
  /** What Drippy is doing, for screen readers, in the reader's language (kids:drippy.*Title). */
  title: string;
  mood?: DrippyMood;
}) {
  // Two Drippies may share a page (the summary and a dialog), so ids are per instance.
  const id = useId().replace(/[^\w-]/g, '');
  const titleId = `drippy-title-${id}`;
  const bodyId = `drippy-body-${id}`;
  return (
    <svg
      className={`${className ?? ''} drippy drippy--${mood}`.trim()}
      viewBox="0 0 200 230"
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{title}</title>
      <defs>
        <linearGradient id={bodyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a8dbf7" />
          <stop offset="1" stopColor="#2f8fd0" />
        </linearGradient>
      </defs>
      {/* shadow */}
      <ellipse cx="100" cy="218" rx="52" ry="8" fill="#0c2a3e" opacity=".12" />
      {mood === 'wave' ? (
        <>
          {/* waving arm */}
          <path
            className="drippy__arm"
            d="M150 128c14-6 22-20 24-34"
            fill="none"
            stroke="#2f8fd0"
            strokeWidth="10"
            strokeLinecap="round"
          />
          <circle
            className="drippy__arm"
            cx="175"
            cy="90"
            r="9"
            fill="#7cc4ef"
            stroke="#2f8fd0"
            strokeWidth="3"
          />
          {/* other arm */}
          <path
            d="M50 140c-12 6-18 16-18 26"
            fill="none"
            stroke="#2f8fd0"
            strokeWidth="10"
            strokeLinecap="round"
          />
        </>
      ) : (
        <>
          {/* both arms up for joy, or one fist raised to cheer */}
          <path
            d={mood === 'happy' ? 'M150 128c14-10 22-28 22-46' : 'M150 130c16-2 26-10 30-24'}
            fill="none"
            stroke="#2f8fd0"
            strokeWidth="10"
            strokeLinecap="round"
          />
          <path
            d={mood === 'happy' ? 'M50 128c-14-10-22-28-22-46' : 'M50 140c-12 6-18 16-18 26'}
            fill="none"
            stroke="#2f8fd0"
            strokeWidth="10"
            strokeLinecap="round"
          />
          <circle
            cx={mood === 'happy' ? 172 : 181}
            cy={mood === 'happy' ? 78 : 102}
            r="9"
            fill="#7cc4ef"
            stroke="#2f8fd0"
            strokeWidth="3"
          />
          {mood === 'happy' && (
            <circle cx="28" cy="78" r="9" fill="#7cc4ef" stroke="#2f8fd0" strokeWidth="3" />
          )}
          {mood === 'happy' && (
            <g fill="#ffd166">
              <path d="M30 30l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
              <path d="M168 26l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" />
            </g>
          )}
        </>
      )}
      {/* body */}
      <path
        d="M100 12C100 12 40 88 40 140a60 60 0 0 0 120 0C160 88 100 12 100 12z"
        fill={`url(#${bodyId})`}
        stroke="#0a67a3"
        strokeWidth="4"
      />
      <ellipse
        cx="72"
        cy="120"
        rx="9"
        ry="20"
        fill="#fff"
        opacity=".55"
        transform="rotate(18 72 120)"
      />
      {/* eyes */}
      <ellipse cx="82" cy="140" rx="10" ry="12" fill="#fff" />
      <ellipse cx="120" cy="140" rx="10" ry="12" fill="#fff" />
      <circle cx="84" cy="143" r="6" fill="#0c2a3e" />
      <circle cx="122" cy="143" r="6" fill="#0c2a3e" />
      <circle cx="86" cy="140" r="2" fill="#fff" />
      <circle cx="124" cy="140" r="2" fill="#fff" />
      {/* cheeks and smile */}
      <circle cx="68" cy="162" r="7" fill="#ff9db0" opacity=".75" />
      <circle cx="134" cy="162" r="7" fill="#ff9db0" opacity=".75" />
      <path
        d="M86 166q15 16 30 0"
        fill="#0c2a3e"
        stroke="#0c2a3e"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M94 172q7 5 14 0" fill="#ff7a93" />
    </svg>
  );
}
