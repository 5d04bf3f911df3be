import { Stack, Text, Title } from '@mantine/core';
import { Alert } from '../../../components/feedback';
import { useTranslation } from '../../../lib/translation';
import type { Step } from '../rules';
import { MissingNotice } from './MissingNotice';
import { StepNav } from './StepNav';

const STEPS: Step[] = [0, 1, 2];
const ignore = () => {};

/**
 * The top of /registration as the server draws it before the app has run (docs/decisions/0030): for
 * each step, the page's heading, the new registration's intro, the step's heading and, on the
 * documents step, its intro, each in the same boxes as WizardSteps and RegistrationWizardPage draw
 * them (keep the two in step). All three are hidden; the document's script shows the athlete's
 * step once the page's data has arrived (`registrationFrameScript`). The steps' list keeps its
 * place but stays invisible (which steps are done is the app's to say), and the fields come with
 * the app, below what is already there, so nothing on screen moves.
 */
export function RegistrationFrame() {
  const { t } = useTranslation();
  const titles: [string, string, string] = [
    t('registration.steps.page1'),
    t('registration.steps.page2'),
    t('registration.steps.page3'),
  ];
  return STEPS.map((step) => (
    <div key={step} data-registration-step={step} style={{ display: 'none' }}>
      <Stack gap="lg" maw={880} w="100%">
        <Title order={1}>{t('pages.registration')}</Title>
        <Stack gap="lg">
          {step === 0 && (
            <Text c="dimmed" data-new-registration="">
              {t('registration.intro')}
            </Text>
          )}
          <div style={{ visibility: 'hidden' }}>
            <StepNav
              step={step}
              titles={titles}
              done={[false, false, false]}
              reachable={() => false}
              onGo={ignore}
            />
          </div>
          <MissingNotice items={[]} onGo={ignore} />
          <Alert message={null} />
          <section>
            <Title order={2} mb="md" size="h3">
              {t('registration.stepOf', { n: step + 1, total: 3 })}: {titles[step]}
            </Title>
            {step === 2 && (
              <Stack gap="lg">
                <Alert message={null} />
                <Text>{t('registration.page3.intro')}</Text>
              </Stack>
            )}
          </section>
        </Stack>
      </Stack>
    </div>
  ));
}

/**
 * The document's script for the frame: once the answers the document asked for (lib/early-requests,
 * found under `keys` in its table: `earlyRequestKey`) are in, shows the step the app will open on — the draft's on this device, never past the first
 * page not yet saved (as `startingPoint` decides) — for a registration still being filled in while
 * registrations are open. Otherwise it shows nothing and the app draws what applies. The answers'
 * bodies are read from copies, so the app still reads the originals.
 */
export const registrationFrameScript = (
  sessionKey: string,
  draftKey: string,
  keys: { options: string; data: string },
) =>
  `(function(){try{var r=window.__earlyRequests,s=JSON.parse(localStorage.getItem(${JSON.stringify(sessionKey)})||'null');if(!r||!s||!r[${JSON.stringify(keys.options)}]||!r[${JSON.stringify(keys.data)}])return;var body=function(u){return r[u].response.then(function(x){return x.ok?x.clone().json():null})};Promise.all([body(${JSON.stringify(keys.options)}),body(${JSON.stringify(keys.data)})]).then(function(a){var o=a[0]&&a[0].data,d=a[1]&&a[1].data;if(!o||!d||d.status!=='draft'||!o.registrationsOpen)return;var first=!d.page1?0:!d.page2?1:2,step=first,k=null;try{k=JSON.parse(localStorage.getItem(${JSON.stringify(draftKey)})||'null')}catch(e){}if(k&&k.userId===s._id)step=Math.min(k.step===1||k.step===2?k.step:0,first);var f=document.querySelector('[data-registration-step="'+step+'"]');if(!f)return;if(d.page1){var i=f.querySelector('[data-new-registration]');if(i)i.remove()}f.style.display='contents'})['catch'](function(){})}catch(e){}})();`;
