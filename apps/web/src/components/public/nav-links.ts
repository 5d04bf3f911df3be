import { paths } from '../../lib/paths';

/** Top navigation of the public pages `about` opens the About Us panel instead. */
export const mainLinks = [
  { key: 'home', to: paths.home },
  { key: 'about', to: null },
  { key: 'districtUnits', to: paths.districtUnits },
  { key: 'events', to: paths.events },
  { key: 'news', to: paths.news },
  { key: 'contact', to: paths.contact },
] as const;

/** Items of the "More" menu. */
export const moreLinks = [
  { key: 'registration', to: paths.register },
  { key: 'faq', to: paths.faq },
  { key: 'comingSoon', to: paths.comingSoon },
] as const;

export const footerLinks = [
  { key: 'privacy', to: paths.privacy },
  { key: 'refund', to: paths.refund },
  { key: 'terms', to: paths.terms },
  { key: 'contact', to: paths.contact },
  { key: 'faq', to: paths.faq },
  { key: 'accessibility', to: paths.accessibility },
] as const;
