// The About Us <dialog> is drawn only on rendered pages, so its styles come with this script.
import '../components/public/about-dialog.css';
import { enhanceAboutDialog } from './about';
import { enhanceDisplayControls } from './display';
import { enhanceLanguageSwitch } from './language';
import { enhanceDisclosures, enhanceMobileMenu } from './menus';
import { enhanceSignedIn } from './session';

// The only JavaScript of the server-rendered public pages (docs/decisions/0006): the page is complete
// without it; this makes its few controls work. No framework: it must be tiny on slow mobile data.
enhanceDisplayControls();
enhanceLanguageSwitch();
enhanceMobileMenu();
enhanceDisclosures();
enhanceAboutDialog();
enhanceSignedIn();
