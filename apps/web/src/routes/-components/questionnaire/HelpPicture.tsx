// The pictures of the questionnaire's "What's this?" explanations: small drawings made for this
// app (inline SVG, no image files), each named by its caption for screen readers.
import type { ReactNode } from 'react';
import type { HelpTerm } from './help-terms';

const INK = '#1e3a4c';
const WATER = '#3b9ad9';
const METAL = '#9fb3c2';
const SOFT = '#e3f1fa';

const DRAWINGS: Record<HelpTerm, ReactNode> = {
  vessels: (
    <>
      {/* a plate, a pot with a handle and a cup */}
      <ellipse cx="30" cy="58" rx="24" ry="8" fill={SOFT} stroke={INK} strokeWidth="2.5" />
      <ellipse cx="30" cy="57" rx="13" ry="4" fill="none" stroke={INK} strokeWidth="1.5" />
      <path
        d="M50 30 h36 v22 a8 8 0 0 1 -8 8 h-20 a8 8 0 0 1 -8 -8 z"
        fill={METAL}
        stroke={INK}
        strokeWidth="2.5"
      />
      <path d="M86 36 h10" stroke={INK} strokeWidth="4" strokeLinecap="round" />
      <path d="M47 30 h42" stroke={INK} strokeWidth="3" strokeLinecap="round" />
      <path
        d="M98 44 h14 v14 a6 6 0 0 1 -6 6 h-2 a6 6 0 0 1 -6 -6 z"
        fill={SOFT}
        stroke={INK}
        strokeWidth="2.5"
      />
    </>
  ),
  dishwasher: (
    <>
      {/* a box with a door, its rack of plates and a spray of water */}
      <rect x="30" y="8" width="60" height="66" rx="6" fill={SOFT} stroke={INK} strokeWidth="2.5" />
      <path d="M30 22 h60" stroke={INK} strokeWidth="2" />
      <circle cx="80" cy="15" r="3" fill={INK} />
      <rect
        x="38"
        y="30"
        width="44"
        height="36"
        rx="3"
        fill="#fff"
        stroke={INK}
        strokeWidth="1.5"
      />
      {[44, 52, 60, 68].map((x) => (
        <ellipse
          key={x}
          cx={x + 3}
          cy="52"
          rx="3"
          ry="11"
          fill={METAL}
          stroke={INK}
          strokeWidth="1.2"
        />
      ))}
      <path
        d="M46 36 l-3 -4 M56 36 l0 -5 M66 36 l3 -4"
        stroke={WATER}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
  bucketBath: (
    <>
      {/* a bucket of water and a mug pouring */}
      <path
        d="M22 34 h48 l-6 40 h-36 z"
        fill={WATER}
        fillOpacity="0.35"
        stroke={INK}
        strokeWidth="2.5"
      />
      <path d="M22 34 q24 -22 48 0" fill="none" stroke={INK} strokeWidth="2" />
      <path d="M25 42 h42" stroke={WATER} strokeWidth="3" />
      <rect
        x="80"
        y="14"
        width="22"
        height="24"
        rx="3"
        fill={SOFT}
        stroke={INK}
        strokeWidth="2.5"
        transform="rotate(-35 91 26)"
      />
      <path
        d="M82 40 q-4 12 -2 24 M88 42 q-2 10 0 20"
        stroke={WATER}
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  aerator: (
    <>
      {/* a tap whose mouth has a small mesh cap, and a soft stream with air bubbles */}
      <path
        d="M10 22 h52 a10 10 0 0 1 10 10 v12"
        fill="none"
        stroke={METAL}
        strokeWidth="12"
        strokeLinecap="round"
      />
      <path d="M26 10 v10" stroke={INK} strokeWidth="5" strokeLinecap="round" />
      <rect x="63" y="44" width="18" height="9" rx="2" fill={INK} />
      <path
        d="M65 48 h14 M65 51 h14 M68 45 v7 M72 45 v7 M76 45 v7"
        stroke="#fff"
        strokeWidth="0.8"
      />
      <path
        d="M66 56 v20 M72 56 v20 M78 56 v20"
        stroke={WATER}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="69" cy="64" r="1.8" fill="#fff" stroke={WATER} />
      <circle cx="75" cy="70" r="1.8" fill="#fff" stroke={WATER} />
      <path d="M84 48 l16 -9" stroke={INK} strokeWidth="1.5" strokeDasharray="3 2" />
      <circle cx="106" cy="36" r="8" fill={SOFT} stroke={INK} strokeWidth="1.5" />
      <path
        d="M101 33 h10 M101 36 h10 M101 39 h10 M103 30 v12 M106 29 v14 M109 30 v12"
        stroke={INK}
        strokeWidth="0.8"
      />
    </>
  ),
  dualFlush: (
    <>
      {/* a cistern with a small and a big button, small and big drops */}
      <rect
        x="20"
        y="14"
        width="80"
        height="30"
        rx="6"
        fill={SOFT}
        stroke={INK}
        strokeWidth="2.5"
      />
      <rect x="36" y="6" width="48" height="12" rx="6" fill="#fff" stroke={INK} strokeWidth="2" />
      <circle cx="48" cy="12" r="4" fill={WATER} stroke={INK} strokeWidth="1.5" />
      <rect x="58" y="8" width="20" height="8" rx="4" fill={WATER} stroke={INK} strokeWidth="1.5" />
      <path d="M38 54 q-5 8 0 12 q5 -4 0 -12 z" fill={WATER} stroke={INK} strokeWidth="1.5" />
      <path d="M78 50 q-10 14 0 22 q10 -8 0 -22 z" fill={WATER} stroke={INK} strokeWidth="1.5" />
    </>
  ),
  roPurifier: (
    <>
      {/* the purifier box, a glass of clean water, and a pipe of waste water into a bucket */}
      <rect x="14" y="8" width="44" height="58" rx="6" fill={SOFT} stroke={INK} strokeWidth="2.5" />
      <text x="36" y="32" textAnchor="middle" fontSize="12" fontWeight="700" fill={INK}>
        RO
      </text>
      <path d="M36 66 v6" stroke={INK} strokeWidth="3" />
      <path
        d="M28 72 h16 l-2 6 h-12 z"
        fill={WATER}
        fillOpacity="0.5"
        stroke={INK}
        strokeWidth="1.5"
      />
      <path d="M58 50 h26 v12" fill="none" stroke={METAL} strokeWidth="5" />
      <path d="M84 64 v4" stroke={WATER} strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M72 70 h26 l-3 10 h-20 z"
        fill={WATER}
        fillOpacity="0.35"
        stroke={INK}
        strokeWidth="2"
      />
    </>
  ),
  dripIrrigation: (
    <>
      {/* a thin pipe along the soil dripping onto each plant's roots */}
      <path d="M4 70 h112" stroke="#8a5a2b" strokeWidth="8" />
      <path d="M4 52 h112" stroke={INK} strokeWidth="3" />
      {[28, 64, 100].map((x) => (
        <g key={x}>
          <path d={`M${x} 66 v-24`} stroke="#2f8f3a" strokeWidth="3" />
          <path
            d={`M${x} 46 q-10 -4 -12 -14 q10 2 12 14 q2 -12 12 -14 q-2 10 -12 14`}
            fill="#4caf50"
            stroke="#2f8f3a"
            strokeWidth="1.2"
          />
          <path d={`M${x - 6} 55 q-2 3 0 5 q2 -2 0 -5 z`} fill={WATER} />
        </g>
      ))}
    </>
  ),
};

/** A drawing of `term`, announced by `label` (its caption). */
export function HelpPicture({ term, label }: { term: HelpTerm; label: string }) {
  const titleId = `help-picture-${term}`;
  return (
    <svg
      className="q-help__picture"
      viewBox="0 0 120 84"
      width="120"
      height="84"
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{label}</title>
      {DRAWINGS[term]}
    </svg>
  );
}
