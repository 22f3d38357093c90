/** Spec §2 "Header and navigation": in-page anchors of the home page, plus the community page. */
export type NavItem = { label: string; anchor: string } | { label: string; to: string };

export const HEADER_NAV_ITEMS: readonly NavItem[] = [
  { label: 'About', anchor: 'about' },
  { label: 'Study', anchor: 'study' },
  { label: 'Watch', anchor: 'watch' },
  { label: 'Community', to: '/community' },
  { label: 'Events', anchor: 'events' },
  { label: 'Contact', anchor: 'contact' },
];

/** Spec §2 item 9: the footer's in-page links. */
export const FOOTER_NAV_ITEMS: readonly NavItem[] = [
  { label: 'About Us', anchor: 'about' },
  { label: 'Study', anchor: 'study' },
  { label: 'Sermons', anchor: 'watch' },
  { label: 'Events', anchor: 'events' },
  { label: 'Contact', anchor: 'contact' },
];
