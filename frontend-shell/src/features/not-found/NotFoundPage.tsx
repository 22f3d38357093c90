import { Link } from 'react-router-dom';
import { useDocumentTitle, useLingui } from '@ministry/frontend-kit';

export function NotFoundPage() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'notFound.title', message: 'Page not found' }));
  return (
    <section className="not-found container">
      <h1>{i18n._({ id: 'notFound.heading', message: '404 Page Not Found' })}</h1>
      <p>
        {i18n._({
          id: 'notFound.text',
          message: 'The page you are looking for does not exist or may have moved.',
        })}
      </p>
      <Link to="/" className="button button--primary">
        {i18n._({ id: 'notFound.home', message: 'Go to the home page' })}
      </Link>
    </section>
  );
}
