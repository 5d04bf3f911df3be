import { paymentRoutes, registrationRoutes } from '@para/contract';
import type { ComponentType } from 'react';
import { FeeFrame, feeFrameMarkup, feeFrameScript } from '../features/payments/components/FeeFrame';
import {
  RegistrationFrame,
  registrationFrameScript,
} from '../features/registration/components/RegistrationFrame';
import DashboardPage from '../features/registration/pages/DashboardPage';
import { earlyRequestKey } from '../lib/early-requests';
import { emptySession, REGISTRATION_DRAFT_KEY, type Session, withServerSession } from '../lib/session';
import { SESSION_KEY } from '../lib/session-key';

/** The session's fields a drawn page may show (text only, filled in by the document's script). */
type ShownField = 'name' | 'uid';

/** A page drawn with the session's fields in it, which the document's script fills in. */
interface FilledPage {
  Page: ComponentType;
  /** Fields the page needs: without them in the session it is not shown (the app decides instead). */
  requires: ShownField[];
  /** What a field shows when the session has it empty (the page's own fallback), by field. */
  whenEmpty?: Partial<Record<ShownField, string>>;
}
/** A page drawn hidden, which its own script shows (or not) once it knows what the app will draw. */
interface FramedPage {
  Frame: ComponentType;
  script: string;
  /** Places the frame's script fills, put into the drawn markup (a translation's text around them). */
  places?: (markup: string) => string;
}
type DrawnPage = FilledPage | FramedPage;

/**
 * Pages the server draws into the signed-in layout besides the layout itself (docs/decisions/0030),
 * so that the page's largest text is on screen with the layout instead of after the app has run:
 * - the dashboard, whose first screen depends on nothing but the language and the session's own
 *   fields: drawn with stand-ins for those, which the document's script fills in before the first
 *   paint (`whenEmpty`: the page's own fallback text, `app.defaultName` for the greeting);
 * - the top of /registration (heading, intro, the step's heading and intro), which depends on the
 *   page's data: drawn for each step and hidden, and shown by its own script once the answers the
 *   document asked for are in (features/registration/components/RegistrationFrame.tsx);
 * - the fee page with its amount (features/payments/components/FeeFrame.tsx), likewise.
 * The app replaces either with its own first render, the same boxes in the same places.
 */
const DRAWN_PAGES: [RegExp, DrawnPage][] = [
  [
    /^\/user\/dashboard\/?$/,
    { Page: DashboardPage, requires: ['uid'], whenEmpty: { name: 'app.defaultName' } },
  ],
  [
    /^\/registration\/?$/,
    {
      Frame: RegistrationFrame,
      script: registrationFrameScript(SESSION_KEY, REGISTRATION_DRAFT_KEY, {
        options: earlyRequestKey('GET', registrationRoutes.registrationOptions.path),
        data: earlyRequestKey('GET', registrationRoutes.getUserRegistrationData.path),
      }),
    },
  ],
  [
    /^\/registration-payment\/?$/,
    {
      Frame: FeeFrame,
      script: feeFrameScript({
        order: earlyRequestKey('POST', paymentRoutes.createRegistrationPaymentOrder.path),
        data: earlyRequestKey('GET', registrationRoutes.getUserRegistrationData.path),
      }),
      places: feeFrameMarkup,
    },
  ],
];

const SHOWN_FIELDS: ShownField[] = ['name', 'uid'];
const standInFor = (field: ShownField) => `__session_${field}__`;

/**
 * A signed-in athlete whose shown fields are stand-ins: the page draws as for them. The flags say the
 * registration is done, as for the people these pages are for (the app's guards send anyone else on).
 */
const standInSession: Session = {
  ...emptySession,
  accessToken: 'stand-in',
  registrationApproved: true,
  registrationCompleted: true,
  registrationPaymentCompleted: true,
  name: standInFor('name'),
  uid: standInFor('uid'),
};

/** Before the first paint: the session's fields into their places, and the page shown if it may be. */
const fillScript = `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_KEY)})||'null');if(!s)return;var p=document.querySelector('[data-drawn-page]');if(!p)return;var ok=p.getAttribute('data-drawn-page').split(' ').every(function(f){return typeof s[f]==='string'&&s[f]!==''});if(!ok)return;p.querySelectorAll('[data-session]').forEach(function(e){var v=s[e.getAttribute('data-session')];e.textContent=typeof v==='string'&&v!==''?v:e.getAttribute('data-empty')||''});p.style.display='contents'}catch(e){}})();`;

/** The inline scripts of the drawn pages (the server allows these, and no others: signed-in-shell.tsx). */
export const drawnPageScripts = () =>
  DRAWN_PAGES.map(([, drawn]) => ('Frame' in drawn ? drawn.script : fillScript));

/**
 * The page at `pathname` for the signed-in layout's main area, or null for a page the server does
 * not draw: `element` goes into the layout, `draw` renders the document's body around it (with the
 * stand-in session) and puts the fields' places in, `script` fills them. The page stays hidden
 * unless the script finds a session with the page's required fields (someone in the middle of
 * registering, or a browser without scripts, sees the empty main area until the app draws the page).
 */
export function drawnPage(pathname: string, translate: (key: string) => string) {
  const drawn = DRAWN_PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
  if (!drawn) return null;
  if ('Frame' in drawn) {
    const places = drawn.places ?? ((markup: string) => markup);
    return {
      element: <drawn.Frame />,
      draw: (render: () => string) => places(render()),
      script: drawn.script,
    };
  }
  const { Page, requires, whenEmpty } = drawn;
  return {
    element: (
      <div data-drawn-page={requires.join(' ')} style={{ display: 'none' }}>
        <Page />
      </div>
    ),
    draw(render: () => string): string {
      let markup = withServerSession(standInSession, render);
      for (const field of SHOWN_FIELDS) {
        const empty = whenEmpty?.[field];
        const place = `<span data-session="${field}"${empty ? ` data-empty="${escapeAttribute(translate(empty))}"` : ''}></span>`;
        markup = markup.replaceAll(standInFor(field), place);
      }
      return markup;
    },
    script: fillScript,
  };
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
