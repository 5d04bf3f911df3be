import { Stack, Text, Title } from '@mantine/core';
import { Alert } from '../../../components/feedback';
import { INDIAN_RUPEES_SCRIPT, PLAIN_RUPEE_LOCALES } from '../../../lib/rupees';
import { useTranslation } from '../../../lib/translation';
import { FeeOrderLines, FeeSection } from './FeeSection';

/** Places in the drawn fee page that the document's script fills from the order (`feeFrameScript`). */
const place = (field: 'description' | 'amount' | 'receipt') => <span data-fee={field} />;

/**
 * /registration-payment as the server draws it before the app has run (docs/decisions/0030 and 0053):
 * the page's heading and intro, and the fee's section with what it covers, its amount, receipt number
 * and, with the test gateway, the warning, in the same boxes as RegistrationPaymentPage draws them
 * (the fee's section is FeeSection in both; keep the heading and intro in step). Hidden; the
 * document's script fills in the order the document asked for and shows it. The pay button comes
 * with the app, below what is already there, so nothing on screen moves.
 */
export function FeeFrame() {
  const { t } = useTranslation();
  return (
    <div data-fee-frame="" style={{ display: 'none' }}>
      <Stack gap="lg" maw={720} w="100%">
        <Title order={1}>{t('pages.registrationPayment')}</Title>
        <Text>{t('payments.intro')}</Text>
        <Alert message={null} />
        <FeeSection>
          <FeeOrderLines
            description={place('description')}
            amount={place('amount')}
            receipt={t('payments.receiptNumber', { number: '__receipt__' })}
            testGateway="later"
          />
        </FeeSection>
      </Stack>
    </div>
  );
}

/** The receipt number's place in the drawn markup (the text around it is the translation's). */
export const feeFrameMarkup = (markup: string) =>
  markup.replace('__receipt__', '<span data-fee="receipt"></span>');

/**
 * The document's script for the fee page: once the order the document asked for (its `orderKey` in
 * the early requests' table) and the registration (`dataKey`) are in, it fills in the description,
 * the amount in rupees as the app writes it (in the page's language, as lib/format.ts's localeOf names
 * it), the receipt number and, with the test gateway, shows the
 * warning; then it shows the page. A failed answer (the fee already paid, say) or a registration the
 * app draws something more for (a refund's notice) leaves it hidden, and the app draws what applies.
 */
export const feeFrameScript = (keys: { order: string; data: string }) =>
  `(function(){try{var r=window.__earlyRequests;if(!r||!r[${JSON.stringify(keys.order)}]||!r[${JSON.stringify(keys.data)}])return;var body=function(k){return r[k].response.then(function(x){return x.ok?x.clone().json():null})};Promise.all([body(${JSON.stringify(keys.order)}),body(${JSON.stringify(keys.data)})]).then(function(a){var o=a[0]&&a[0].data,d=a[1]&&a[1].data;if(!o||!d||d.withdrawal||typeof o.amountPaise!=='number')return;var f=document.querySelector('[data-fee-frame]');if(!f)return;var put=function(n,v){var e=f.querySelector('[data-fee="'+n+'"]');if(e)e.textContent=v};var whole=o.amountPaise%100===0;put('description',o.description||'');var l=document.documentElement.lang||'en',loc=l.indexOf('-')<0?l+'-IN':l;put('amount',${JSON.stringify(PLAIN_RUPEE_LOCALES)}.indexOf(loc)>=0?(${INDIAN_RUPEES_SCRIPT})(o.amountPaise):new Intl.NumberFormat(loc,{style:'currency',currency:'INR',minimumFractionDigits:whole?0:2,maximumFractionDigits:2}).format(o.amountPaise/100));put('receipt',o.receiptNumber||'');if(o.gateway==='test')f.querySelectorAll('[data-fee-test]').forEach(function(e){e.style.display=''});f.style.display='contents'})['catch'](function(){})}catch(e){}})();`;
