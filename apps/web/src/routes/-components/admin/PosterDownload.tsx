import { buttonClassName } from '@wf/ui';

// The notice-board poster (issue 30, item 3): plain links, since the file is one small page and
// the browser's own download shows its progress; the session cookie goes along.
const POSTERS = [
  { href: '/api/exports/poster.pdf', label: 'Download poster (English and Hindi)' },
  { href: '/api/exports/poster.pdf?lang=en', label: 'English only' },
  { href: '/api/exports/poster.pdf?lang=hi', label: 'Hindi only' },
] as const;

/** One item of the Data Export list: the poster with its QR code to signup. */
export function PosterDownload() {
  return (
    <li className="admin-export">
      <h3 className="admin-export__title">Notice-board Poster</h3>
      <p className="admin-export__text">
        An A4 poster with the app’s address and a QR code that opens signup with the participant
        code filled in.
      </p>
      <div className="admin-export__buttons">
        {POSTERS.map(({ href, label }, i) => (
          <a
            key={href}
            href={href}
            download="poster.pdf"
            className={buttonClassName({ variant: i === 0 ? 'primary' : 'secondary' })}
          >
            {label}
          </a>
        ))}
      </div>
    </li>
  );
}
