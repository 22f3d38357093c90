import { useSiteSettings } from '@ministry/frontend-kit';
import { Link } from 'react-router-dom';

/** Spec §2 item 2, with the ministry's own headline, sub-line and button labels. */
export function HeroSection() {
  const { heroHeadline, heroSubline, heroPrimaryLabel, heroSecondaryLabel } = useSiteSettings();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title" className="hero__title">
          {heroHeadline}
        </h1>
        {heroSubline && <p className="hero__lead">{heroSubline}</p>}
        <div className="hero__actions">
          <Link to="/#watch" className="button button--gold">
            {heroPrimaryLabel}
          </Link>
          <Link to="/#events" className="button button--outline hero__secondary">
            {heroSecondaryLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
