import { MINISTRY_NAME, useSiteInfo } from '@ministry/frontend-kit';
import { FOOTER_NAV_ITEMS } from '../nav-items';
import { NavItemLink } from './NavItemLink';

/** Spec §2 item 9. */
const SERVICE_TIMES = [
  { name: 'Shabbat Fellowship', time: 'Saturday 10:00 AM - 12:00 PM' },
  { name: 'Torah Study', time: 'Wednesday 7:00 PM - 8:30 PM' },
  { name: 'Youth Ministry', time: 'Fridays at 6:30 PM' },
];

/** Placeholders until the ministry's own pages are configured. */
const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Twitter', href: 'https://twitter.com/' },
];

export function Footer() {
  const site = useSiteInfo();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section className="site-footer__about" aria-labelledby="footer-mission">
          <h2 id="footer-mission" className="site-footer__title">
            {MINISTRY_NAME}
          </h2>
          <p>
            Our mission is to share God&apos;s Word in spirit and in truth, and to build a community
            of faith where every person can grow, belong and serve.
          </p>
          <ul className="social-links" aria-label="Social media">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} className="social-links__link" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a
                href={site.channelUrl}
                className="social-links__link"
                target="_blank"
                rel="noopener noreferrer"
              >
                YouTube<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            Quick Links
          </h2>
          <ul className="site-footer__links">
            {FOOTER_NAV_ITEMS.map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} />
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-service-times">
          <h2 id="footer-service-times" className="site-footer__title">
            Service Times
          </h2>
          <dl className="service-times">
            {SERVICE_TIMES.map((service) => (
              <div key={service.name}>
                <dt>{service.name}</dt>
                <dd>{service.time}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section id="contact" className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            Contact Us
          </h2>
          <address>
            <p>{site.postalAddress}</p>
            <p>
              Phone: <a href="tel:+15551234567">(555) 123-4567</a>
            </p>
            <p>
              Email: <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
        </section>
      </div>

      <div className="site-footer__bottom container">
        <figure className="site-footer__quote">
          <blockquote>
            <p>
              &ldquo;God is Spirit, and those who worship Him must worship in spirit and
              truth.&rdquo;
            </p>
          </blockquote>
          <figcaption>John 4:24</figcaption>
        </figure>
        <p className="site-footer__copyright">
          &copy; {new Date().getFullYear()} {MINISTRY_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
