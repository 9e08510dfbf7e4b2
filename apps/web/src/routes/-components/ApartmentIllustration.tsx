/** A friendly apartment building with smiling water drops (decorative picture of the landing page). */

function Drop({
  x,
  y,
  scale = 1,
  mood = 'happy',
}: {
  x: number;
  y: number;
  scale?: number;
  mood?: 'happy' | 'wink';
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path
        d="M0-26C0-26-17-4-17 8a17 17 0 0 0 34 0C17-4 0-26 0-26z"
        fill="url(#wf-drop)"
        stroke="#0a67a3"
        strokeWidth="2"
      />
      <ellipse cx="-7" cy="2" rx="3" ry="6" fill="#fff" opacity=".7" />
      {mood === 'wink' ? (
        <path d="M-7 6h4" stroke="#0c2a3e" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <circle cx="-5" cy="6" r="2" fill="#0c2a3e" />
      )}
      <circle cx="5" cy="6" r="2" fill="#0c2a3e" />
      <path
        d="M-5 12q5 5 10 0"
        fill="none"
        stroke="#0c2a3e"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="-10" cy="11" r="2.4" fill="#ff9db0" opacity=".8" />
      <circle cx="10" cy="11" r="2.4" fill="#ff9db0" opacity=".8" />
    </g>
  );
}

function WindowGrid({
  x,
  y,
  cols,
  rows,
  w,
  h,
  gap,
}: {
  x: number;
  y: number;
  cols: number;
  rows: number;
  w: number;
  h: number;
  gap: number;
}) {
  const cells = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const lit = (r * 7 + c * 3) % 4 !== 0;
      cells.push(
        <rect
          key={`${r}-${c}`}
          x={x + c * (w + gap)}
          y={y + r * (h + gap)}
          width={w}
          height={h}
          rx="3"
          fill={lit ? '#fff3c4' : '#d5ecfa'}
          stroke="#0a67a3"
          strokeWidth="1.5"
        />,
      );
    }
  }
  return <g>{cells}</g>;
}

/** `title` names the picture for screen readers, in the reader's language (landing:picture). */
export function ApartmentIllustration({ title }: { title: string }) {
  return (
    <svg
      className="apartment-illustration"
      viewBox="0 0 400 360"
      role="img"
      aria-labelledby="apartment-illustration-title"
    >
      <title id="apartment-illustration-title">{title}</title>
      <defs>
        <linearGradient id="wf-drop" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a8dbf7" />
          <stop offset="1" stopColor="#3a9ad9" />
        </linearGradient>
        <linearGradient id="wf-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d9f0fd" />
          <stop offset="1" stopColor="#f2f9fd" />
        </linearGradient>
      </defs>

      {/* sky and sun */}
      <circle cx="200" cy="190" r="170" fill="url(#wf-sky)" />
      <g transform="translate(318 72)">
        <circle r="24" fill="#ffd166" />
        {Array.from({ length: 8 }, (_, i) => (
          <rect
            key={i}
            x="-2.5"
            y="-40"
            width="5"
            height="10"
            rx="2.5"
            fill="#ffd166"
            transform={`rotate(${i * 45})`}
          />
        ))}
      </g>
      {/* clouds */}
      <g fill="#fff">
        <ellipse cx="88" cy="78" rx="30" ry="14" />
        <ellipse cx="108" cy="70" rx="20" ry="14" />
        <ellipse cx="70" cy="72" rx="14" ry="10" />
        <ellipse cx="262" cy="44" rx="22" ry="10" />
        <ellipse cx="278" cy="38" rx="14" ry="10" />
      </g>

      {/* side buildings */}
      <rect
        x="46"
        y="170"
        width="72"
        height="150"
        rx="6"
        fill="#cfe8f8"
        stroke="#0a67a3"
        strokeWidth="2"
      />
      <WindowGrid x={58} y={184} cols={2} rows={5} w={20} h={16} gap={10} />
      <rect
        x="282"
        y="150"
        width="76"
        height="170"
        rx="6"
        fill="#d8f1ec"
        stroke="#0f766e"
        strokeWidth="2"
      />
      <WindowGrid x={294} y={164} cols={2} rows={6} w={22} h={16} gap={9} />

      {/* main building */}
      <rect
        x="120"
        y="96"
        width="160"
        height="224"
        rx="8"
        fill="#e8f5fd"
        stroke="#0a67a3"
        strokeWidth="2.5"
      />
      <rect x="112" y="86" width="176" height="16" rx="6" fill="#0a67a3" />
      {/* rooftop water tank */}
      <rect
        x="176"
        y="52"
        width="48"
        height="34"
        rx="8"
        fill="#7cc4ef"
        stroke="#0a67a3"
        strokeWidth="2"
      />
      <path d="M200 60c0 0-7 8-7 12a7 7 0 0 0 14 0c0-4-7-12-7-12z" fill="#fff" />
      <WindowGrid x={136} y={116} cols={4} rows={5} w={24} h={22} gap={11} />
      {/* balconies with plants */}
      <g>
        <rect x="130" y="208" width="58" height="6" rx="3" fill="#0a67a3" />
        <circle cx="140" cy="202" r="7" fill="#34a36b" />
        <circle cx="150" cy="200" r="6" fill="#4cc38a" />
        <rect x="212" y="174" width="58" height="6" rx="3" fill="#0a67a3" />
        <circle cx="258" cy="168" r="7" fill="#34a36b" />
        <circle cx="248" cy="166" r="5" fill="#4cc38a" />
      </g>
      {/* door */}
      <path d="M184 320v-38a16 16 0 0 1 32 0v38z" fill="#0a67a3" />
      <circle cx="208" cy="302" r="2.5" fill="#ffd166" />

      {/* ground and water */}
      <path d="M20 318c60-10 120-10 180 0s120 10 180 0v22H20z" fill="#8fd3a8" />
      <path
        d="M30 336c40-8 80-8 120 0s80 8 120 0 80-8 100 0v8c-20 8-60 8-100 0s-80-8-120 0-80 8-120 0z"
        fill="#7cc4ef"
        opacity=".9"
      />

      {/* friendly drops */}
      <Drop x={64} y={292} scale={1.25} />
      <Drop x={336} y={296} scale={1.1} mood="wink" />
      <Drop x={36} y={150} scale={0.7} />
      <Drop x={370} y={130} scale={0.6} />
      <Drop x={150} y={40} scale={0.55} mood="wink" />
    </svg>
  );
}
