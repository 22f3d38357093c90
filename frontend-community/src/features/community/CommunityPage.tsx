import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useDocumentTitle, useLingui } from '@ministry/frontend-kit';
import { MyAccount } from '../my-account/components/MyAccount';
import {
  forgetMyAccount,
  useConfirmEmailChange,
  useMyAccount,
} from '../my-account/hooks/use-my-account';
import { CounselingRequestForm } from './components/CounselingRequestForm';
import { ReadTestimonials } from './components/ReadTestimonials';
import { SessionBox } from './components/SessionBox';
import { ShareTestimonyForm } from './components/ShareTestimonyForm';
import { Tabs, type TabItem } from './components/Tabs';
import { COUNSELING_FORM, EMPTY_COUNSELING, type CounselingDraft } from './counseling-draft';
import { useCommunitySession } from './hooks/use-community-session';
import { useSignInLink } from './hooks/use-sign-in-link';
import { draftOwnership, withAccountEmail, withContact, type ContactDraft } from './member-drafts';
import { EMPTY_TESTIMONY, TESTIMONY_FORM, type TestimonyDraft } from './testimony-draft';
import '../community.css';
import '../forms.css';
import { useKeptDraft } from './hooks/use-kept-draft';
import { useCommunityCatalog } from '../../i18n/community-area';

type TabKey = 'read' | 'share' | 'counseling' | 'account';

/**
 * Signs a form's draft with the member's name where still blank and their account's address (always:
 * it is shown, not typed), emptying it first if asked.
 */
function signDraft<D extends ContactDraft & FieldValues>(
  form: UseFormReturn<D>,
  empty: D,
  emptyFirst: boolean,
  contact: ContactDraft,
): void {
  const current = emptyFirst ? empty : form.getValues();
  const signed = withContact(withAccountEmail(current, contact.email), contact);
  if (emptyFirst || signed !== current) form.reset(signed, { keepErrors: true });
}

/**
 * The link sent to a member's new address (`/community?emailChange=TOKEN`): opened once, by itself,
 * and taken out of the address bar (and so out of the history) at once.
 */
function useEmailChangeLink() {
  const [params, setParams] = useSearchParams();
  const confirm = useConfirmEmailChange();
  const token = params.get('emailChange');
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('emailChange');
        return next;
      },
      { replace: true },
    );
    confirm.mutate(token);
  }, [token, setParams, confirm]);
}

/**
 * `/community?tab=account` (where Stripe's Billing Portal sends a member back): opens on My account,
 * and the parameter leaves the address bar.
 */
function useAccountLink(): boolean {
  const [params, setParams] = useSearchParams();
  const [asked] = useState(() => params.get('tab') === 'account');
  useEffect(() => {
    if (!params.has('tab')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('tab');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return asked;
}

/**
 * Spec §2 "Community page": the session box and the read, share and counseling tabs; a signed-in
 * member also has "My account" (docs/spec-departures.md).
 */
export function CommunityPage() {
  useCommunityCatalog();
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'community.documentTitle', message: 'Community' }));
  useSignInLink();
  const { isLoggedIn, member } = useCommunitySession();
  const queryClient = useQueryClient();
  useEmailChangeLink();
  // The account's address, which the server answers at: the forms show it (docs/architecture.md, "A
  // member's own address").
  const account = useMyAccount(isLoggedIn);
  const openOnAccount = useAccountLink();
  const [activeTab, setActiveTab] = useState<TabKey>(openOnAccount ? 'account' : 'read');
  // The forms live here, not in their tabs, so a member whose session ended mid-story (the tabs go
  // away with it) keeps the text after logging in again.
  const testimonyForm = useForm<TestimonyDraft>(TESTIMONY_FORM);
  const counselingForm = useForm<CounselingDraft>(COUNSELING_FORM);

  const contactName = member?.name ?? '';
  const contactEmail = isLoggedIn ? (account.data?.email ?? '') : '';
  const draftOwner = useRef<string | null>(null);
  useEffect(() => {
    // Logged out or still loading: a session that merely ended keeps its drafts.
    const { owner, empty } = draftOwnership(draftOwner.current, contactName || null);
    draftOwner.current = owner;
    if (!contactName) return;
    const contact = { name: contactName, email: contactEmail };
    signDraft(testimonyForm, EMPTY_TESTIMONY, empty, contact);
    signDraft(counselingForm, EMPTY_COUNSELING, empty, contact);
  }, [contactName, contactEmail, testimonyForm, counselingForm]);

  // A reload keeps what the member was writing (this tab only, this member only).
  const draftKeeper = member ? `${member.name}|${member.joinedAt}` : null;
  useKeptDraft(testimonyForm, 'community-draft-testimony', draftKeeper);
  useKeptDraft(counselingForm, 'community-draft-counseling', draftKeeper);

  const onLoggedOut = useCallback(() => {
    // Nothing a member typed stays on screen for the next person at this computer.
    draftOwner.current = null;
    setActiveTab('read');
    forgetMyAccount(queryClient);
    testimonyForm.reset(EMPTY_TESTIMONY);
    counselingForm.reset(EMPTY_COUNSELING);
  }, [testimonyForm, counselingForm, queryClient]);

  // A session that ended (logged out, deleted, or elsewhere): the next member sees none of this one's
  // account.
  useEffect(() => {
    if (!isLoggedIn) forgetMyAccount(queryClient);
  }, [isLoggedIn, queryClient]);

  const openAccount = useCallback(() => setActiveTab('account'), []);

  const tabs: TabItem<TabKey>[] = [
    {
      key: 'read',
      label: i18n._({ id: 'community.tab.read', message: 'Read Testimonials' }),
      panel: <ReadTestimonials />,
    },
  ];
  if (isLoggedIn) {
    tabs.push(
      {
        key: 'share',
        label: i18n._({ id: 'community.tab.share', message: 'Share Your Story' }),
        panel: <ShareTestimonyForm form={testimonyForm} onChangeInAccount={openAccount} />,
      },
      {
        key: 'counseling',
        label: i18n._({ id: 'community.tab.counseling', message: 'Request Counseling' }),
        panel: <CounselingRequestForm form={counselingForm} onChangeInAccount={openAccount} />,
      },
      {
        key: 'account',
        label: i18n._({ id: 'community.tab.account', message: 'My account' }),
        panel: <MyAccount active={activeTab === 'account'} />,
      },
    );
  }

  return (
    <div className="community-page">
      <header className="community-hero">
        <div className="container community-hero__inner">
          <div className="community-hero__text">
            <h1>{i18n._({ id: 'community.title', message: 'Our Community' })}</h1>
            <p>
              {i18n._({
                id: 'community.lead',
                message:
                  'Read how God is moving in the lives of our members, share your own story, and ask for prayer and counseling.',
              })}
            </p>
          </div>
          <SessionBox onLoggedOut={onLoggedOut} />
        </div>
      </header>
      <div className="container community-section">
        <Tabs
          label={i18n._({ id: 'community.tabs', message: 'Community' })}
          tabs={tabs}
          active={isLoggedIn ? activeTab : 'read'}
          onChange={setActiveTab}
        />
      </div>
    </div>
  );
}
