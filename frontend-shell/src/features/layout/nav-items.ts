/** Spec §2 "Header and navigation": in-page anchors of the home page, plus the community page. */
export type NavItem =
  | { label: string; anchor: string }
  | { label: string; to: string }
  /** Another site (the ministry's external giving page). */
  | { label: string; href: string };

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

/** The entries with "Give" after them when the ministry takes gifts (useGiveLink). */
export function withGive(items: readonly NavItem[], give: NavItem | null): readonly NavItem[] {
  return give ? [...items, give] : items;
}
