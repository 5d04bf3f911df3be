import { contentRoutes } from '@para/contract';
import type { PlainForm } from '../../lib/plain-form-posts.js';

/** The contact form as the browser posts it without the app's script: sent, it says so on the page. */
export const contentPlainForms: readonly PlainForm[] = [
  {
    page: 'contact',
    form: 'contact',
    route: contentRoutes.contactSend,
    fields: ['name', 'email', 'phone', 'subject', 'message'],
    // A new page (not the post's answer), so that reloading it sends nothing again.
    afterSuccess: () => '/contact?sent=1',
  },
];
