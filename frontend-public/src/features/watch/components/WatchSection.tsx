import { useRef, type CSSProperties } from 'react';
import { isRightToLeft, useLingui, useSiteInfo, type Language } from '@ministry/frontend-kit';
import { Link } from 'react-router-dom';
import { useDeferredData } from '../../../shared/use-deferred-data';
import { carouselDotLabel, useCarousel } from '../hooks/use-carousel';
import { useSermons } from '../hooks/use-sermons';
import { SermonCard, SermonCardSkeleton } from './SermonCard';
import '../watch.css';

/** Spec §9: the Watch skeleton shows 3 cards. */
export const SERMON_SKELETONS = 3;

/** A horizontal swipe at least this long moves the carousel on touch screens (no arrows there). */
const SWIPE_PX = 40;

function Arrow({
  direction,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction}`}
      aria-label={
        direction === 'previous'
          ? i18n._({ id: 'watch.previous', message: 'Previous sermons' })
          : i18n._({ id: 'watch.next', message: 'Next sermons' })
      }
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}

export function WatchSection() {
  const sermons = useSermons();
  const site = useSiteInfo();
  const list = useDeferredData(sermons.data);
  const videos = list ?? [];
  const carousel = useCarousel(videos.length);
  const touchStartX = useRef<number | null>(null);
  const { i18n } = useLingui();
  // Right to left, the later cards lie to the left: the track moves the other way.
  const rtl = isRightToLeft(i18n.locale as Language);
  const trackStyle = {
    '--per-view': carousel.perView,
    transform: `translateX(${rtl ? '' : '-'}${(carousel.index * 100) / carousel.perView}%)`,
  } as CSSProperties;

  return (
    <section id="watch" className="section" aria-labelledby="watch-title">
      <div className="container">
        <header className="section__header">
          <h2 id="watch-title">{i18n._({ id: 'watch.title', message: 'Watch Sermons' })}</h2>
          <p>
            {i18n._({
              id: 'watch.lead',
              message: 'Messages to encourage and equip you in your walk of faith.',
            })}
          </p>
        </header>

        {list === undefined && !sermons.isError && (
          <div className="carousel" aria-busy="true">
            <div className="carousel__viewport">
              <div
                className="carousel__track"
                style={{ '--per-view': carousel.perView } as CSSProperties}
              >
                {Array.from({ length: SERMON_SKELETONS }, (_, index) => (
                  <div key={index} className="carousel__slide" aria-hidden="true">
                    <SermonCardSkeleton />
                  </div>
                ))}
              </div>
            </div>
          </div>
        )}

        {sermons.isError && (
          <p className="watch__message" role="alert">
            {sermons.error.message}
          </p>
        )}

        {list?.length === 0 && (
          <p className="watch__message">
            {i18n._({ id: 'watch.empty', message: 'No sermons are available yet.' })}
          </p>
        )}

        {videos.length > 0 && (
          <div
            className="carousel"
            role="region"
            aria-roledescription="carousel"
            aria-label={i18n._({ id: 'watch.carousel', message: 'Sermons' })}
          >
            <Arrow
              direction="previous"
              disabled={carousel.index === 0}
              onClick={carousel.previous}
            />
            <div
              className="carousel__viewport"
              onTouchStart={(event) => {
                touchStartX.current = event.touches[0]?.clientX ?? null;
              }}
              onTouchEnd={(event) => {
                const start = touchStartX.current;
                const end = event.changedTouches[0]?.clientX;
                touchStartX.current = null;
                if (start === null || end === undefined) return;
                // A swipe towards the start of the line shows the later cards.
                const moved = rtl ? start - end : end - start;
                if (moved <= -SWIPE_PX) carousel.next();
                if (moved >= SWIPE_PX) carousel.previous();
              }}
            >
              <div className="carousel__track" style={trackStyle} aria-live="polite">
                {videos.map((video, position) => {
                  const visible =
                    position >= carousel.index && position < carousel.index + carousel.perView;
                  return (
                    <div
                      key={video.id}
                      className="carousel__slide"
                      role="group"
                      aria-roledescription="slide"
                      aria-label={i18n._({
                        id: 'watch.slide',
                        message: '{number} of {total}',
                        values: { number: String(position + 1), total: String(videos.length) },
                      })}
                      // Cards out of view are out of reach of the keyboard and screen readers.
                      inert={!visible}
                    >
                      <SermonCard video={video} />
                    </div>
                  );
                })}
              </div>
            </div>
            <Arrow
              direction="next"
              disabled={carousel.index >= carousel.lastIndex}
              onClick={carousel.next}
            />
            {carousel.lastIndex > 0 && (
              <div
                className="carousel__dots"
                role="group"
                aria-label={i18n._({ id: 'watch.dots', message: 'Choose sermons' })}
              >
                {Array.from({ length: carousel.lastIndex + 1 }, (_, position) => (
                  <button
                    key={position}
                    type="button"
                    className="carousel__dot"
                    aria-label={carouselDotLabel(position, carousel.perView, videos.length)}
                    aria-current={position === carousel.index ? 'true' : undefined}
                    onClick={() => carousel.goTo(position)}
                  />
                ))}
              </div>
            )}
          </div>
        )}

        <p className="section__footer">
          <a
            href={site.channelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="button button--primary"
          >
            {i18n._({ id: 'watch.allOnYouTube', message: 'View all sermons on YouTube' })}
            <span className="visually-hidden">
              {' '}
              {i18n._({ id: 'common.opensInNewTab', message: '(opens in a new tab)' })}
            </span>
          </a>
          {/* The site's own library of every teaching, by series, speaker, book and topic. */}
          <Link to="/teachings" className="button button--outline watch__library">
            {i18n._({ id: 'watch.library', message: 'Browse the teaching library' })}
          </Link>
        </p>
      </div>
    </section>
  );
}
