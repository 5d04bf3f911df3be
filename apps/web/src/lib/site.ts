/**
 * Association details shown on public pages. Placeholders for now: a later issue moves them to the
 * database so staff can edit them without a release.
 */
export const site = {
  name: 'Para Sports Association',
  phone: '+91 98765 43210',
  email: 'info@parasports.example.in',
  maker: { name: 'Para Sports Association IT volunteers' },
  social: [
    { network: 'twitter', label: 'X (Twitter)', url: 'https://twitter.com/' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['network'];

/** `tel:` links want the number without spaces. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
