import {
  channelLink,
  serviceTimeText,
  socialLinks,
  telHref,
  useSiteSettings,
} from '@ministry/frontend-kit';
import { useGiveLink } from '../hooks/use-give-link';
import { FOOTER_NAV_ITEMS, withGive } from '../nav-items';
import { NavItemLink } from './NavItemLink';

/** Spec §2 item 9, with the ministry's own texts, contact, service times and links (its settings). */
export function Footer() {
  const site = useSiteSettings();
  const giveLink = useGiveLink();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section className="site-footer__about" aria-labelledby="footer-mission">
          <h2 id="footer-mission" className="site-footer__title">
            {site.ministryName}
          </h2>
          {site.footerMission && <p>{site.footerMission}</p>}
          <ul className="social-links" aria-label="Social media">
            {socialLinks(site).map((link) => (
              <li key={link.label}>
                <a href={link.href} className="social-links__link" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a
                href={channelLink(site)}
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
            {withGive(FOOTER_NAV_ITEMS, giveLink).map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} />
              </li>
            ))}
          </ul>
        </nav>

        {site.serviceTimes.length > 0 && (
          <section aria-labelledby="footer-service-times">
            <h2 id="footer-service-times" className="site-footer__title">
              Service Times
            </h2>
            <dl className="service-times">
              {site.serviceTimes.map((service, index) => (
                <div key={`${index}-${service.name}`}>
                  <dt>{service.name}</dt>
                  <dd>{serviceTimeText(service)}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}

        <section id="contact" className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            Contact Us
          </h2>
          <address>
            {site.postalAddress && <p>{site.postalAddress}</p>}
            {site.phone && (
              <p>
                Phone: <a href={telHref(site.phone)}>{site.phone}</a>
              </p>
            )}
            {site.email && (
              <p>
                Email: <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
            )}
          </address>
        </section>
      </div>

      <div className="site-footer__bottom container">
        {site.closingQuote && (
          <figure className="site-footer__quote">
            <blockquote>
              <p>&ldquo;{site.closingQuote}&rdquo;</p>
            </blockquote>
            {site.closingQuoteReference && <figcaption>{site.closingQuoteReference}</figcaption>}
          </figure>
        )}
        <p className="site-footer__copyright">
          &copy; {new Date().getFullYear()} {site.ministryName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
