import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@ministry/frontend-kit';
import '../community.css';

/** Spec §2 "Community page": the session box and the three tabs arrive with the community API. */
export function CommunityPage() {
  useDocumentTitle('Community');
  return (
    <div className="community-page">
      <header className="community-hero">
        <div className="container">
          <h1>Our Community</h1>
          <p>
            Read how God is moving in the lives of our members, share your own story, and ask for
            prayer and counseling.
          </p>
        </div>
      </header>
      <section className="container community-section" aria-labelledby="community-placeholder">
        <h2 id="community-placeholder">Read Testimonials</h2>
        <p className="community-placeholder" data-testid="community-placeholder">
          Testimonials, the member session and the sharing and counseling forms are coming soon.
        </p>
        <p>
          Not a member yet? <Link to="/community/signup">Join our community</Link>
        </p>
      </section>
    </div>
  );
}
