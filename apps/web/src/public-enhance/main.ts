// The About Us <dialog> is drawn only on rendered pages, so its styles come with this script.
import '../components/public/about-dialog.css';
import { TAKE_OVER_EVENT, TAKES_OVER_ATTRIBUTE } from '../lib/take-over-markers';
import { enhanceAboutDialog } from './about';
import { enhanceDisplayControls } from './display';
import { enhanceLanguageSwitch } from './language';
import { enhanceDisclosures, enhanceMobileMenu, restoreDrawnMenus } from './menus';
import { enhanceSignedIn } from './session';

// The only JavaScript of the server-rendered public pages (docs/decisions/0006): the page is complete
// without it; this makes its few controls work. No framework: it must be tiny on slow mobile data.
// The forms the app takes over at the visitor's first input carry it too, for their header until then.
const stop = new AbortController();
const { signal } = stop;
enhanceDisplayControls(signal);
enhanceLanguageSwitch(signal);
enhanceMobileMenu(signal);
enhanceDisclosures(signal);
enhanceAboutDialog(signal);

if (document.documentElement.hasAttribute(TAKES_OVER_ATTRIBUTE)) {
  // The app answers the header's controls from its take-over on: this script lets go of them and
  // puts the menus back as the server drew them, which is what the app's first render expects. (A
  // signed-in reader's header is the app's to change: the page starts the app at once for them.)
  document.addEventListener(
    TAKE_OVER_EVENT,
    () => {
      stop.abort();
      restoreDrawnMenus();
    },
    { once: true },
  );
} else {
  enhanceSignedIn();
}
