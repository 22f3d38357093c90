import type { MessageDescriptor } from '@lingui/core';

/**
 * Spec §2 "Header and navigation": in-page anchors of the home page, plus the community page. The
 * label is a message (translated where it is shown); its id is the entry's key.
 */
export type NavItem =
  | { label: MessageDescriptor; anchor: string }
  | { label: MessageDescriptor; to: string }
  /** Another site (the ministry's external giving page). */
  | { label: MessageDescriptor; href: string };

export const HEADER_NAV_ITEMS: readonly NavItem[] = [
  { label: /*i18n*/ { id: 'nav.about', message: 'About' }, anchor: 'about' },
  { label: /*i18n*/ { id: 'nav.study', message: 'Study' }, anchor: 'study' },
  { label: /*i18n*/ { id: 'nav.watch', message: 'Watch' }, anchor: 'watch' },
  { label: /*i18n*/ { id: 'nav.community', message: 'Community' }, to: '/community' },
  { label: /*i18n*/ { id: 'nav.events', message: 'Events' }, anchor: 'events' },
  { label: /*i18n*/ { id: 'nav.contact', message: 'Contact' }, anchor: 'contact' },
];

/** Spec §2 item 9: the footer's in-page links. */
export const FOOTER_NAV_ITEMS: readonly NavItem[] = [
  { label: /*i18n*/ { id: 'nav.aboutUs', message: 'About Us' }, anchor: 'about' },
  { label: /*i18n*/ { id: 'nav.study', message: 'Study' }, anchor: 'study' },
  { label: /*i18n*/ { id: 'nav.sermons', message: 'Sermons' }, anchor: 'watch' },
  { label: /*i18n*/ { id: 'nav.events', message: 'Events' }, anchor: 'events' },
  { label: /*i18n*/ { id: 'nav.contact', message: 'Contact' }, anchor: 'contact' },
];

/** The entries with "Give" after them when the ministry takes gifts (useGiveLink). */
/** The "Give" entry's label (useGiveLink). */
export const GIVE_LABEL: MessageDescriptor = /*i18n*/ { id: 'nav.give', message: 'Give' };

export function withGive(items: readonly NavItem[], give: NavItem | null): readonly NavItem[] {
  return give ? [...items, give] : items;
}
