import type { CertificateStatement as Statement } from '@para/contract';
import { formatDate, formatDateRange } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import classes from './verify.module.css';

/** What a certificate states, as its record holds it (the words of the record stay as printed, in English). */
export function CertificateStatement({ statement }: { statement: Statement }) {
  const { t } = useTranslation();
  const { competition } = statement;
  const dates = competition.startDate ? formatDateRange(competition.startDate, competition.endDate) : '';
  return (
    <dl className={classes.dl}>
      <dt>{t('certificates.field.number')}</dt>
      <dd>{statement.number}</dd>
      <dt>{t('certificates.field.kind')}</dt>
      <dd>{t(`certificates.kind.${statement.kind}`)}</dd>
      <dt>{t('certificates.field.name')}</dt>
      <dd>
        {statement.athlete.name}
        {statement.athlete.nameInScript && (
          <>
            {' '}
            (<span lang="und">{statement.athlete.nameInScript}</span>)
          </>
        )}
      </dd>
      <dt>{t('certificates.field.uid')}</dt>
      <dd>{statement.athlete.uid}</dd>
      <dt>{t('certificates.field.competition')}</dt>
      <dd>
        {competition.title}
        {dates && `, ${dates}`}
      </dd>
      <dt>{t('certificates.field.discipline')}</dt>
      <dd>{statement.discipline.name}</dd>
      {statement.place !== null && (
        <>
          <dt>{t('certificates.field.place')}</dt>
          <dd>{statement.place}</dd>
        </>
      )}
      {(statement.mark || statement.status) && (
        <>
          <dt>{t('certificates.field.mark')}</dt>
          <dd>{statement.mark || statement.status}</dd>
        </>
      )}
      <dt>{t('certificates.field.issued')}</dt>
      <dd>
        <time dateTime={statement.issuedAt}>{formatDate(statement.issuedAt)}</time>
      </dd>
    </dl>
  );
}
