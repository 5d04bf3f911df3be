import type { SiteContact } from '@para/contract';

/**
 * Fallbacks for the association's details while the real ones (kept by administrators under
 * Admin › Content › Contact details, served by GET /api/content/site) are on their way.
 */
export const site = {
  name: 'Para Sports Association',
  phone: '+91 471 230 0000',
  email: 'info@parasports.example.in',
  maker: { name: 'Para Sports Association IT volunteers' },
} as const;

export const socialNetworks = ['twitter', 'youtube', 'facebook', 'linkedin', 'instagram'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const socialLabels: Record<SocialNetwork, string> = {
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
};

/** A translatable field of the contact details in `lang`, English when there is no translation. */
export function localText(contact: SiteContact, lang: string, field: 'name' | 'address' | 'about'): string {
  return (lang !== 'en' && contact.translations[lang]?.[field]?.trim()) || contact[field];
}

/** `tel:` links want the number without spaces. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
