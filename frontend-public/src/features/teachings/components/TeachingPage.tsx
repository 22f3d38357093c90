import { useDocumentTitle, useLingui, useSiteSettings } from '@ministry/frontend-kit';
import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTeaching } from '../hooks/use-teachings';
import { TeachingDate, TeachingGrid, teachingPath } from './TeachingCard';
import { TeachingVideo } from './TeachingVideo';
import '../../../shared/ui.css';
import '../../study/study.css';
import '../teachings.css';
import { usePagesCatalog } from '../../../i18n/pages-area';

const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+)/g;

/** The description as written: paragraphs at blank lines, line breaks kept, addresses as links. */
export function Description({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <div className="teaching__description">
      {paragraphs.map((paragraph, p) => (
        <p key={p}>
          {paragraph.split('\n').map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {line.split(URL_PATTERN).map((part, i) =>
                i % 2 === 1 ? (
                  <a key={i} href={part} rel="nofollow noopener noreferrer" target="_blank">
                    {part}
                  </a>
                ) : (
                  part
                ),
              )}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}

/** Links to share the page (plain links: nothing is loaded from those sites until one is followed). */
function ShareLinks({ title, path }: { title: string; path: string }) {
  const [copied, setCopied] = useState(false);
  const { i18n } = useLingui();
  const url = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    {
      name: i18n._({ id: 'teaching.share.email', message: 'E-mail' }),
      href: `mailto:?subject=${t}&body=${u}`,
    },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
  ];
  return (
    <div className="teaching__share">
      <h2 className="teaching__subtitle">
        {i18n._({ id: 'teaching.share.title', message: 'Share' })}
      </h2>
      <ul className="teaching__share-links">
        {links.map((link) => (
          <li key={link.name}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
              <span className="visually-hidden">
                {' '}
                {i18n._({ id: 'teaching.newTab', message: '(opens in a new tab)' })}
              </span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="teaching__copy"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            {copied
              ? i18n._({ id: 'teaching.share.copied', message: 'Link copied' })
              : i18n._({ id: 'teaching.share.copy', message: 'Copy link' })}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** One teaching's page: its video, passages, description, series neighbours and related teachings. */
export function TeachingPage() {
  usePagesCatalog();
  const { slug = '' } = useParams();
  const teaching = useTeaching(slug);
  const { ministryName } = useSiteSettings();
  const { i18n } = useLingui();
  useDocumentTitle(
    teaching.data?.title ?? i18n._({ id: 'teaching.documentTitle', message: 'Teaching' }),
  );
  const library = i18n._({ id: 'teachings.title', message: 'Teaching library' });
  const t = teaching.data;

  if (teaching.isError) {
    return (
      <section className="section">
        <div className="container">
          <h1>{i18n._({ id: 'teaching.notFound', message: 'Teaching not found' })}</h1>
          <p role="alert">{teaching.error.message}</p>
          <Link to="/teachings">
            {i18n._({ id: 'teaching.browse', message: 'Browse the teaching library' })}
          </Link>
        </div>
      </section>
    );
  }
  if (!t) {
    return (
      <section className="section" aria-busy="true">
        <div className="container">
          <div className="skeleton skeleton--line" />
        </div>
      </section>
    );
  }
  return (
    <article className="teaching section" aria-labelledby="teaching-title">
      <div className="container teaching__layout">
        <nav
          className="teaching__crumbs"
          aria-label={i18n._({ id: 'teaching.breadcrumb', message: 'Breadcrumb' })}
        >
          <Link to="/teachings">{library}</Link>
          {t.series && (
            <>
              <span aria-hidden="true"> › </span>
              <Link to={`/teachings/series/${t.series.slug}`}>{t.series.title}</Link>
            </>
          )}
        </nav>
        <h1 id="teaching-title">{t.title}</h1>
        <p className="teaching__meta">
          <TeachingDate publishedAt={t.publishedAt} />
          {t.speaker && (
            <>
              {' · '}
              <Link to={`/teachings/speakers/${t.speaker.slug}`}>{t.speaker.name}</Link>
            </>
          )}
          {t.duration && <span> · {t.duration}</span>}
        </p>

        <TeachingVideo teaching={t} />

        {t.audio && (
          <section className="teaching__audio" aria-labelledby="audio-title">
            <h2 id="audio-title" className="teaching__subtitle">
              {i18n._({ id: 'teaching.listen', message: 'Listen' })}
            </h2>
            {/* preload="none": nothing is fetched until the visitor presses play. */}
            <audio controls preload="none" src={t.audio.url} aria-labelledby="audio-title">
              <a href={t.audio.url}>
                {i18n._({ id: 'teaching.downloadAudio', message: 'Download the audio' })}
              </a>
            </audio>
          </section>
        )}

        {t.passages.length > 0 && (
          <section className="teaching__passages" aria-labelledby="passages-title">
            <h2 id="passages-title" className="teaching__subtitle">
              {i18n._({ id: 'teaching.scripture', message: 'Scripture' })}
            </h2>
            <ul className="topic-chips">
              {t.passages.map((passage) => (
                <li key={passage}>
                  <Link className="topic-chip" to={`/teachings?q=${encodeURIComponent(passage)}`}>
                    {passage}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {t.description && <Description text={t.description} />}

        {t.themes.length > 0 && (
          <section aria-labelledby="themes-title">
            <h2 id="themes-title" className="teaching__subtitle">
              {i18n._({ id: 'teaching.themes', message: 'Themes' })}
            </h2>
            <ul className="topic-chips">
              {t.themes.map((theme) => (
                <li key={theme}>
                  <Link className="topic-chip" to={`/teachings?topic=${encodeURIComponent(theme)}`}>
                    {theme}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {(t.previous || t.next) && t.series && (
          <nav
            className="teaching__series-nav"
            aria-label={i18n._({
              id: 'teaching.inSeries',
              message: 'In the series {title}',
              values: { title: t.series.title },
            })}
          >
            {t.previous ? (
              <Link rel="prev" to={teachingPath(t.previous.slug)}>
                <span className="teaching__series-dir">
                  {i18n._({ id: 'teaching.previous', message: '← Previous in the series' })}
                </span>
                <span>{t.previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {t.next && (
              <Link rel="next" to={teachingPath(t.next.slug)} className="teaching__series-next">
                <span className="teaching__series-dir">
                  {i18n._({ id: 'teaching.next', message: 'Next in the series →' })}
                </span>
                <span>{t.next.title}</span>
              </Link>
            )}
          </nav>
        )}

        <ShareLinks title={`${t.title} – ${ministryName}`} path={teachingPath(t.slug)} />

        {t.related.length > 0 && (
          <section className="teaching__related" aria-labelledby="related-title">
            <h2 id="related-title">
              {i18n._({ id: 'teaching.related', message: 'Related teachings' })}
            </h2>
            <TeachingGrid
              teachings={t.related}
              label={i18n._({ id: 'teaching.related', message: 'Related teachings' })}
            />
          </section>
        )}
      </div>
    </article>
  );
}
