/** The choices of spec §5 (member sign-up) and §9 (business constants). */
export const SEXES = ['male', 'female', 'prefer_not_to_say'] as const;
export const MARITAL_STATUSES = [
  'single',
  'married',
  'widowed',
  'divorced',
  'prefer_not_to_say',
] as const;
export const SPIRITUAL_LEVELS = ['new_believer', 'growing', 'mature', 'leader', 'seeking'] as const;
export const SUPPORT_NEEDS = [
  'prayer',
  'bible_study',
  'counseling',
  'fellowship',
  'mentorship',
  'financial_guidance',
  'healing',
  'deliverance',
  'marriage_support',
  'youth_guidance',
] as const;
export const MINISTRY_INTERESTS = [
  'worship',
  'teaching',
  'evangelism',
  'community_service',
  'youth_ministry',
  'women_ministry',
  'men_ministry',
  'music',
  'prayer_team',
  'outreach',
] as const;
export const TESTIMONY_CATEGORIES = [
  'Healing',
  'Breakthrough',
  'Faith',
  'Deliverance',
  'Prayer',
  'Salvation',
  'Restoration',
  'Provision',
  'Family',
  'Finances',
  'Other',
] as const;
export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const MIN_MEMBER_AGE = 13;
export const MAX_MEMBER_AGE = 120;

/** Spec §5 messages, and the ones chosen where the spec is silent. */
export const MemberMessages = {
  email: 'Please enter a valid email address',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  tooYoung: 'Must be at least 13 years old',
  age: 'Please enter a valid age',
  sex: 'Please select a valid gender',
  maritalStatus: 'Please select a valid marital status',
  spiritualLevel: 'Please select a valid spiritual journey',
  needs: 'Please choose support needs from the listed areas',
  interests: 'Please choose ministry interests from the listed options',
  subscribeToEmails: 'Subscribe to email updates must be true or false',
  notFound: 'Community member not found',
} as const;

/**
 * Sign-in by e-mailed link (docs/architecture.md, "Answers that must not tell a member from a
 * stranger"): the answers, the same whoever the address belongs to.
 */
export const SignInMessages = {
  linkSent: 'Check your e-mail: if this address belongs to a member, a sign-in link is on its way.',
  joined: 'Welcome! Check your e-mail: we have sent a link to sign in to the community.',
  tooMany: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tokenFormat: 'This sign-in link is not valid. Please ask for a new one.',
  codeFormat: 'Please enter the 6-digit code from the e-mail',
  invalidLink: 'This sign-in link is not valid. Please ask for a new one.',
  usedLink: 'This sign-in link has already been used. Please ask for a new one.',
  expiredLink: 'This sign-in link has expired. Please ask for a new one.',
  wrongCode:
    'This code is not valid, or has expired. Check the latest e-mail, or ask for a new link.',
} as const;

/** The answers of My account (chosen: the spec has no such tab). */
export const MyAccountMessages = {
  emailChangeSent:
    'We sent a confirmation link to the new address. Your address changes when you open it.',
  sameEmail: 'This is already your e-mail address.',
  invalidLink: 'This link is invalid or has expired.',
  emailTaken: 'This address already belongs to another member.',
  emailChanged: 'Your e-mail address has been changed.',
  confirmMismatch: 'Type your e-mail address exactly as shown to confirm.',
  deleted: 'Your account and your data have been deleted.',
} as const;

export const TestimonialMessages = {
  name: 'Name is required',
  email: 'Please enter a valid email address',
  categoryRequired: 'Category is required',
  category: 'Please choose one of the testimony categories',
  title: 'Title is required',
  testimony: 'Testimony is required',
  isAnonymous: 'Anonymous must be true or false',
  submitted: 'Thank you for sharing your story! It will be reviewed before being published.',
  notFound: 'Testimonial not found',
  status: 'Status must be pending, approved or rejected',
  isFeatured: 'Featured must be true or false',
  nothingToUpdate: 'Send a status or isFeatured to update',
  featureNotApproved: 'Only approved testimonials can be featured',
} as const;

/** Maximum lengths: the column sizes, and generous limits on free text. */
export const Limits = {
  name: 100,
  email: 320,
  phone: 50,
  place: 100,
  occupation: 200,
  notes: 5000,
  testimonialName: 200,
  title: 200,
  testimony: 10000,
} as const;
