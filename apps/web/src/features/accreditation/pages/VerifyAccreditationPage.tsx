import type { AccreditationCheck } from '@para/contract';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryError, QueryLoading } from '../../../components/feedback';
import { isErrorCode } from '../../../lib/api';
import { formatDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';
import { checkQuery } from '../check-api';
import classes from '../components/verify.module.css';
import { zoneNumberOf } from '../zones';

/** Answers meaning the address names no card: unknown token, or one not shaped like a token. */
const unknownCodes = ['CARD_UNKNOWN', 'NOT_FOUND', 'VALIDATION_FAILED', 'BAD_REQUEST'] as const;

/**
 * /verify/accreditation/:token: what a card's QR code opens at the gate. Drawn on the server, so it
 * shows at once on a volunteer's phone; the verdict comes first, in the reader's language and the
 * other one, then the photo to compare with the face.
 */
export default function VerifyAccreditationPage() {
  const { t } = useTranslation();
  usePageTitle(t('accreditation.verify.title'));
  const { token = '' } = useParams();
  const check = useQuery(checkQuery(token));
  const unknown = check.isError && unknownCodes.some((code) => isErrorCode(check.error, code));

  return (
    <div className={classes.page}>
      <h1 className="visually-hidden-inline">{t('accreditation.verify.title')}</h1>
      {check.isPending ? (
        <QueryLoading />
      ) : unknown ? (
        <Verdict valid={false} reason={t('accreditation.verify.reason.unknown')} />
      ) : check.isError ? (
        <QueryError
          title={t('accreditation.verify.loadFailed')}
          error={check.error}
          onRetry={() => void check.refetch()}
        />
      ) : (
        <Checked check={check.data} />
      )}
    </div>
  );
}

function Verdict({ valid, competition, reason }: { valid: boolean; competition?: string; reason: string }) {
  const { t } = useTranslation();
  const Mark = valid ? IconCircleCheck : IconCircleX;
  return (
    <section
      className={`${classes.verdict} ${valid ? classes.valid : classes.invalid}`}
      role="status"
      aria-labelledby="verdict"
    >
      <Mark className={classes.mark} aria-hidden stroke={2.2} />
      <div>
        <p id="verdict" className={classes.headline}>
          {valid ? t('accreditation.verify.valid', { competition }) : t('accreditation.verify.notValid')}
        </p>
        <p className={classes.also} lang={t('accreditation.verify.otherLanguage')}>
          {valid
            ? t('accreditation.verify.otherValid', { competition })
            : t('accreditation.verify.otherNotValid')}
        </p>
        <p className={classes.reason}>{reason}</p>
      </div>
    </section>
  );
}

function Checked({ check }: { check: AccreditationCheck }) {
  const { t, i18n } = useTranslation();
  const hindi = (i18n.resolvedLanguage ?? i18n.language) === 'hi';
  const competition =
    hindi && check.competition.titleHi ? check.competition.titleHi : check.competition.title;
  const valid = check.status === 'valid';
  const dates =
    check.competition.startDate === check.competition.endDate
      ? formatDay(check.competition.startDate)
      : `${formatDay(check.competition.startDate)} – ${formatDay(check.competition.endDate)}`;
  return (
    <>
      <Verdict
        valid={valid}
        competition={competition}
        reason={
          valid ? t('accreditation.verify.validText') : t(`accreditation.verify.reason.${check.status}`)
        }
      />
      <div className={classes.person}>
        {check.photoUrl && (
          <img
            className={classes.photo}
            src={check.photoUrl}
            alt={t('accreditation.photoAlt', { name: check.name })}
            width={132}
            height={168}
          />
        )}
        <dl className={classes.facts}>
          <dt className="visually-hidden-inline">{t('accreditation.holderName')}</dt>
          <dd>
            <p className={classes.name}>{check.name}</p>
            {check.nameInScript && <p className={classes.name}>{check.nameInScript}</p>}
          </dd>
          <dt>{t('accreditation.verify.role')}</dt>
          <dd>{t(`accreditation.roles.${check.role}`)}</dd>
          <dt>{t('accreditation.verify.category')}</dt>
          <dd>{t(`accreditation.categories.${check.category}`)}</dd>
          <dt>{t('accreditation.number')}</dt>
          <dd>{t('accreditation.print', { number: check.number, version: check.version })}</dd>
          <dt>{t('accreditation.verify.dates')}</dt>
          <dd>{dates}</dd>
        </dl>
      </div>
      {valid && (
        <section aria-labelledby="zones-heading">
          <h2 id="zones-heading">{t('accreditation.zonesLabel')}</h2>
          <ul className={classes.zones}>
            {check.zones.map((zone) => (
              <li key={zone}>
                {t('accreditation.zoneItem', {
                  number: zoneNumberOf(zone),
                  name: t(`accreditation.zones.${zone}`),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
