import { useDocumentTitle, useSiteSettings } from '@ministry/frontend-kit';
import { EventsSection } from '../events/components/EventsSection';
import { NewsletterSection } from '../newsletter/components/NewsletterSection';
import { WeeklyScriptureSection } from '../scripture/components/WeeklyScriptureSection';
import { StudySection } from '../study/components/StudySection';
import { WatchSection } from '../watch/components/WatchSection';
import { AboutSection } from './components/AboutSection';
import { HeroSection } from './components/HeroSection';
import '../../shared/ui.css';
import './home.css';

/** Spec §2 "Home page", in order; the header and footer come from the shell. */
export function HomePage() {
  useDocumentTitle(useSiteSettings().tagline);
  return (
    <div className="home">
      <HeroSection />
      <AboutSection />
      <StudySection />
      <WatchSection />
      <EventsSection />
      <WeeklyScriptureSection />
      <NewsletterSection />
    </div>
  );
}
