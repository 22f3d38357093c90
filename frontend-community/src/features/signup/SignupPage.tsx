import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@ministry/frontend-kit';
import '../community.css';

/** Spec §2 "Sign-up page": the membership form arrives with the community API. */
export function SignupPage() {
  useDocumentTitle('Join Our Community');
  return (
    <div className="community-page">
      <header className="community-hero">
        <div className="container">
          <h1>Join Our Community</h1>
          <p>Become part of a fellowship that studies, prays and grows together.</p>
        </div>
      </header>
      <section className="container community-section" aria-label="Membership sign-up">
        <p className="community-placeholder" data-testid="signup-placeholder">
          The membership sign-up form is coming soon.
        </p>
        <p>
          <Link to="/community">Back to the community</Link>
        </p>
      </section>
    </div>
  );
}
