import {
  channelLink,
  serviceTimeText,
  socialLinks,
  telHref,
  Trans,
  useLingui,
  useSiteSettings,
} from '@ministry/frontend-kit';
import { LanguageMenu } from '../../language/LanguageMenu';
import { useGiveLink } from '../hooks/use-give-link';
import { FOOTER_NAV_ITEMS, withGive } from '../nav-items';
import { NavItemLink } from './NavItemLink';

/** Spec §2 item 9, with the ministry's own texts, contact, service times and links (its settings). */
export function Footer() {
  const site = useSiteSettings();
  const giveLink = useGiveLink();
  const { i18n } = useLingui();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section className="site-footer__about" aria-labelledby="footer-mission">
          <h2 id="footer-mission" className="site-footer__title">
            {site.ministryName}
          </h2>
          {site.footerMission && <p>{site.footerMission}</p>}
          <ul
            className="social-links"
            aria-label={i18n._({ id: 'footer.socialMedia', message: 'Social media' })}
          >
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
                YouTube
                <span className="visually-hidden">
                  {' '}
                  {i18n._({ id: 'common.opensInNewTab', message: '(opens in a new tab)' })}
                </span>
              </a>
            </li>
          </ul>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            {i18n._({ id: 'footer.quickLinks', message: 'Quick Links' })}
          </h2>
          <ul className="site-footer__links">
            {withGive(FOOTER_NAV_ITEMS, giveLink).map((item) => (
              <li key={item.label.id}>
                <NavItemLink item={item} />
              </li>
            ))}
          </ul>
        </nav>

        {site.serviceTimes.length > 0 && (
          <section aria-labelledby="footer-service-times">
            <h2 id="footer-service-times" className="site-footer__title">
              {i18n._({ id: 'footer.serviceTimes', message: 'Service Times' })}
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
            {i18n._({ id: 'footer.contactUs', message: 'Contact Us' })}
          </h2>
          <address>
            {site.postalAddress && <p>{site.postalAddress}</p>}
            {site.phone && (
              <p>
                <Trans
                  id="footer.phone"
                  message="Phone: <0>{phone}</0>"
                  values={{ phone: site.phone }}
                  // A number reads left to right in a right-to-left sentence too.
                  components={{ 0: <a href={telHref(site.phone)} dir="ltr" /> }}
                />
              </p>
            )}
            {site.email && (
              <p>
                <Trans
                  id="footer.email"
                  message="Email: <0>{email}</0>"
                  values={{ email: site.email }}
                  components={{ 0: <a href={`mailto:${site.email}`} dir="ltr" /> }}
                />
              </p>
            )}
          </address>
        </section>
      </div>

      <div className="site-footer__bottom container">
        <LanguageMenu placement="footer" />
        {site.closingQuote && (
          <figure className="site-footer__quote">
            <blockquote>
              <p>&ldquo;{site.closingQuote}&rdquo;</p>
            </blockquote>
            {site.closingQuoteReference && <figcaption>{site.closingQuoteReference}</figcaption>}
          </figure>
        )}
        <p className="site-footer__copyright">
          {i18n._({
            id: 'footer.copyright',
            message: '© {year} {ministryName}. All rights reserved.',
            values: { year: String(new Date().getFullYear()), ministryName: site.ministryName },
          })}
        </p>
      </div>
    </footer>
  );
}
