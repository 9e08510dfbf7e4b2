/** Drippy the water drop, the Kids Corner mascot. */
export function Drippy({
  className,
  title = 'Drippy the water drop, waving hello',
}: {
  className?: string;
  title?: string;
}) {
  return (
    <svg className={className} viewBox="0 0 200 230" role="img" aria-labelledby="drippy-title">
      <title id="drippy-title">{title}</title>
      <defs>
        <linearGradient id="drippy-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a8dbf7" />
          <stop offset="1" stopColor="#2f8fd0" />
        </linearGradient>
      </defs>
      {/* shadow */}
      <ellipse cx="100" cy="218" rx="52" ry="8" fill="#0c2a3e" opacity=".12" />
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
      {/* body */}
      <path
        d="M100 12C100 12 40 88 40 140a60 60 0 0 0 120 0C160 88 100 12 100 12z"
        fill="url(#drippy-body)"
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
