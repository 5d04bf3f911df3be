import { useQuery } from '@tanstack/react-query';
import { siteQuery } from '../../lib/site-query';
import { useTranslation } from '../../lib/translation';
import { AboutContent } from './AboutPanel';
import { ABOUT_DIALOG_ID } from './about-dialog-id';

/**
 * The About Us panel of server-rendered pages: a native <dialog> that the page's small enhancement
 * script opens (src/public-enhance/about.ts). showModal() gives what the React panel gets from
 * Mantine: the rest of the page inert, Escape to close, focus inside and back to the opener.
 */
export function AboutDialog() {
  const { t } = useTranslation();
  // Fetched before rendering on the server, so this reads the cache.
  const contact = useQuery({ ...siteQuery(), enabled: false }).data;
  return (
    <dialog id={ABOUT_DIALOG_ID} className="about-dialog" aria-labelledby={`${ABOUT_DIALOG_ID}-title`}>
      <div className="about-dialog__header">
        <h2 id={`${ABOUT_DIALOG_ID}-title`} className="about-dialog__title">
          {t('about.panelTitle')}
        </h2>
        <button
          type="button"
          className="about-dialog__close"
          data-close-dialog=""
          aria-label={t('about.close')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="about-dialog__body">
        <AboutContent contact={contact} />
      </div>
    </dialog>
  );
}
