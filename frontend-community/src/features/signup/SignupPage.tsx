import { Link } from 'react-router-dom';
import { Trans, useDocumentTitle, useLingui } from '@ministry/frontend-kit';
import { SignupForm } from './components/SignupForm';
import '../community.css';
import '../forms.css';
import { useCommunityCatalog } from '../../i18n/community-area';

/** Spec §2 "Sign-up page". */
export function SignupPage() {
  useCommunityCatalog();
  const { i18n } = useLingui();
  const title = i18n._({ id: 'community.signup.title', message: 'Join Our Community' });
  useDocumentTitle(title);
  return (
    <div className="community-page">
      <header className="community-hero community-hero--compact">
        <div className="container">
          <h1>{title}</h1>
          <p>
            {i18n._({
              id: 'community.signup.lead',
              message: 'Become part of a fellowship that studies, prays and grows together.',
            })}
          </p>
        </div>
      </header>
      <div className="container community-section signup">
        <div className="signup__card">
          <SignupForm />
        </div>
        <p className="signup__back">
          <Trans
            id="community.signup.back"
            message="Already a member? <0>Log in on the community page</0>"
            components={{ 0: <Link to="/community" /> }}
          />
        </p>
      </div>
    </div>
  );
}
