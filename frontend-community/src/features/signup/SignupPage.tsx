import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@ministry/frontend-kit';
import { SignupForm } from './components/SignupForm';
import '../community.css';
import '../forms.css';
import { useCommunityCatalog } from '../../i18n/community-area';

/** Spec §2 "Sign-up page". */
export function SignupPage() {
  useCommunityCatalog();
  useDocumentTitle('Join Our Community');
  return (
    <div className="community-page">
      <header className="community-hero community-hero--compact">
        <div className="container">
          <h1>Join Our Community</h1>
          <p>Become part of a fellowship that studies, prays and grows together.</p>
        </div>
      </header>
      <div className="container community-section signup">
        <div className="signup__card">
          <SignupForm />
        </div>
        <p className="signup__back">
          Already a member? <Link to="/community">Log in on the community page</Link>
        </p>
      </div>
    </div>
  );
}
