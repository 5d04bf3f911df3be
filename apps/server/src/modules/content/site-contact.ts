import type { SiteContact } from '@para/contract';
import { siteContact } from '@para/contract';
import type { DbOrTx } from '../../db/client.js';
import { readSetting } from '../../lib/settings.js';

/** The setting that holds the association's contact details. */
export const SITE_CONTACT_KEY = 'site.contact';

/** Used until an administrator (or the first-start seed) saves the real details. */
export const DEFAULT_SITE_CONTACT: SiteContact = {
  name: 'Kerala State Para Sports Association',
  phone: '+91 471 000 0000',
  email: 'info@parasports.example.in',
  address: '',
  about: '',
  social: { twitter: '', youtube: '', facebook: '', linkedin: '', instagram: '' },
  translations: {},
};

export const readSiteContact = (db: DbOrTx): Promise<SiteContact> =>
  readSetting(db, SITE_CONTACT_KEY, siteContact.catch(DEFAULT_SITE_CONTACT));
