import { Link } from 'react-router-dom';

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <h1 id="hero-title" className="hero__title">
          Walking in Spirit and Truth
        </h1>
        <p className="hero__lead">
          A place to grow in authentic faith, deepen your spiritual walk and find a community that
          seeks God together.
        </p>
        <div className="hero__actions">
          <Link to="/#watch" className="button button--gold">
            Watch Sermons
          </Link>
          <Link to="/#events" className="button button--outline hero__secondary">
            Join Our Shabbat Fellowship
          </Link>
        </div>
      </div>
    </section>
  );
}
