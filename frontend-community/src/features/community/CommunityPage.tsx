import { useCallback, useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '@ministry/frontend-kit';
import { useKnownMember } from '../../shared/hooks/use-known-member';
import { CounselingRequestForm } from './components/CounselingRequestForm';
import { ReadTestimonials } from './components/ReadTestimonials';
import { SessionBox } from './components/SessionBox';
import { ShareTestimonyForm } from './components/ShareTestimonyForm';
import { Tabs, type TabItem } from './components/Tabs';
import { EMPTY_COUNSELING, type CounselingDraft } from './counseling-draft';
import { useCommunitySession } from './hooks/use-community-session';
import { EMPTY_TESTIMONY, type TestimonyDraft } from './testimony-draft';
import '../community.css';
import '../forms.css';

type TabKey = 'read' | 'share' | 'counseling';

/** Fills the name and e-mail a member has not typed yet with what we know about them. */
function withContact<T extends { name: string; email: string }>(
  draft: T,
  contact: { name: string; email: string },
): T {
  if ((draft.name || !contact.name) && (draft.email || !contact.email)) {
    return draft;
  }
  return { ...draft, name: draft.name || contact.name, email: draft.email || contact.email };
}

/** Spec §2 "Community page": the session box and the read, share and counseling tabs. */
export function CommunityPage() {
  useDocumentTitle('Community');
  const { isLoggedIn, member } = useCommunitySession();
  const known = useKnownMember();
  const [activeTab, setActiveTab] = useState<TabKey>('read');
  // Drafts live here so a member whose session ended mid-story keeps the text after logging in again.
  const [testimonyDraft, setTestimonyDraft] = useState<TestimonyDraft>(EMPTY_TESTIMONY);
  const [counselingDraft, setCounselingDraft] = useState<CounselingDraft>(EMPTY_COUNSELING);

  const contactName = member?.name ?? '';
  const contactEmail = isLoggedIn ? (known.email ?? '') : '';
  const draftOwner = useRef<string | null>(null);
  useEffect(() => {
    if (!contactName) {
      // Logged out or still loading: a session that merely ended keeps its drafts.
      return;
    }
    const contact = { name: contactName, email: contactEmail };
    const sameOwner = draftOwner.current === null || draftOwner.current === contactName;
    draftOwner.current = contactName;
    setTestimonyDraft((draft) => withContact(sameOwner ? draft : EMPTY_TESTIMONY, contact));
    setCounselingDraft((draft) => withContact(sameOwner ? draft : EMPTY_COUNSELING, contact));
  }, [contactName, contactEmail]);

  const onLoggedOut = useCallback(() => {
    // Nothing a member typed stays on screen for the next person at this computer.
    draftOwner.current = null;
    setActiveTab('read');
    setTestimonyDraft(EMPTY_TESTIMONY);
    setCounselingDraft(EMPTY_COUNSELING);
  }, []);

  const tabs: TabItem<TabKey>[] = [
    { key: 'read', label: 'Read Testimonials', panel: <ReadTestimonials /> },
  ];
  if (isLoggedIn) {
    tabs.push(
      {
        key: 'share',
        label: 'Share Your Story',
        panel: <ShareTestimonyForm draft={testimonyDraft} setDraft={setTestimonyDraft} />,
      },
      {
        key: 'counseling',
        label: 'Request Counseling',
        panel: <CounselingRequestForm draft={counselingDraft} setDraft={setCounselingDraft} />,
      },
    );
  }

  return (
    <div className="community-page">
      <header className="community-hero">
        <div className="container community-hero__inner">
          <div className="community-hero__text">
            <h1>Our Community</h1>
            <p>
              Read how God is moving in the lives of our members, share your own story, and ask for
              prayer and counseling.
            </p>
          </div>
          <SessionBox onLoggedOut={onLoggedOut} />
        </div>
      </header>
      <div className="container community-section">
        <Tabs
          label="Community"
          tabs={tabs}
          active={isLoggedIn ? activeTab : 'read'}
          onChange={setActiveTab}
        />
      </div>
    </div>
  );
}
