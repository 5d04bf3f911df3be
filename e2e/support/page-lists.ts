/** The public information pages (server-rendered, readable without signing in). */
export const informationPages = [
  '/home',
  '/about',
  '/district-units',
  '/upcoming-events',
  '/news',
  '/contact',
  '/faq',
  '/privacy-policy',
  '/refund-policy',
  '/terms-conditions',
  '/coming-soon',
  '/results',
  '/records',
] as const;
