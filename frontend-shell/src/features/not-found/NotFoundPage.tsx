import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@ministry/frontend-kit';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="not-found container">
      <h1>404 Page Not Found</h1>
      <p>The page you are looking for does not exist or may have moved.</p>
      <Link to="/" className="button button--primary">
        Go to the home page
      </Link>
    </section>
  );
}
