// The sticker book: every sticker of the album, collected ones in colour, the rest as outlines.
import { useTranslation } from 'react-i18next';
import { STICKER_KEYS, type StickerKey } from '@wf/scoring/kids';
import { STICKER_ICONS } from '../../../content/kids-play';

export function StickerAlbum({ earned }: { earned: readonly StickerKey[] }) {
  const { t } = useTranslation('kids');
  const have = new Set(earned);
  return (
    <section className="sticker-album page-section" aria-labelledby="sticker-album-heading">
      <h2 id="sticker-album-heading">
        <span aria-hidden="true">📒 </span>
        {t('album.heading')}
      </h2>
      <p>{t('album.count', { count: have.size, total: STICKER_KEYS.length })}</p>
      <ul className="sticker-album__grid">
        {STICKER_KEYS.map((sticker) => {
          const got = have.has(sticker);
          const name = t(`sticker.${sticker}`);
          return (
            <li
              key={sticker}
              className={`sticker${got ? ' sticker--earned' : ''}`}
              data-sticker={sticker}
            >
              <span className="sticker__icon" aria-hidden="true">
                {got ? STICKER_ICONS[sticker] : '?'}
              </span>
              <span className="sticker__name">
                {t(got ? 'album.earned' : 'album.missing', { name })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
