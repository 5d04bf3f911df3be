import type { PublicCertificate, SignedRecordCheck } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryError, QueryLoading } from '../../../components/feedback';
import { PublicPage } from '../../../components/public/PublicPage';
import { isErrorCode } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { CertificateStatement } from '../components/CertificateStatement';
import classes from '../components/verify.module.css';
import { publicCertificateQuery, signedRecordCheckQuery } from '../public-api';

/** Refusals that mean the address names no certificate (unknown, or not shaped like a number). */
const notACertificate = ['CERTIFICATE_NOT_FOUND', 'NOT_FOUND', 'VALIDATION_FAILED', 'BAD_REQUEST'] as const;

/**
 * /verify/certificate/:number (what a certificate's QR code opens) and /verify/certificate (the check
 * of a signed record). Server-rendered: the check form is a plain GET form, so it works without
 * JavaScript and the answer is a page of its own.
 */
export default function VerifyCertificatePage() {
  const { t } = useTranslation();
  const { number } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  return (
    <PublicPage title={t('certificates.verify.title')} lead={t('certificates.verify.lead')}>
      {number !== undefined && <ByNumber number={number} />}
      {token ? <SignedRecordAnswer token={token} /> : null}
      <CheckForm token={token} />
    </PublicPage>
  );
}

function ByNumber({ number }: { number: string }) {
  const { t } = useTranslation();
  const query = useQuery(publicCertificateQuery(number));
  if (query.isPending) return <QueryLoading />;
  if (query.isError) {
    if (notACertificate.some((code) => isErrorCode(query.error, code))) {
      return (
        <section className={classes.verdict} data-verdict="unknown" aria-labelledby="verdict">
          <h2 id="verdict" className={classes.word}>
            {t('certificates.verify.status.notFound')}
          </h2>
          <p>{t('certificates.verify.notFoundText', { number })}</p>
        </section>
      );
    }
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <Verdict certificate={query.data} />;
}

function Verdict({ certificate }: { certificate: PublicCertificate }) {
  const { t } = useTranslation();
  const { status, supersededBy } = certificate;
  return (
    <>
      <section className={classes.verdict} data-verdict={status} aria-labelledby="verdict">
        <h2 id="verdict" className={classes.word}>
          {t(`certificates.verify.status.${status}`)}
        </h2>
        <p>
          {status === 'revoked' && certificate.revokedAt
            ? t('certificates.verify.revokedText', { date: formatDate(certificate.revokedAt) })
            : t(`certificates.verify.statusText.${status}`)}
        </p>
        {status === 'superseded' && supersededBy && (
          <p>
            <Link to={paths.verifyCertificate(supersededBy)}>
              {t('certificates.verify.newer', { number: supersededBy })}
            </Link>
          </p>
        )}
      </section>
      <section aria-labelledby="statement">
        <h2 id="statement">{t('certificates.verify.states')}</h2>
        <CertificateStatement statement={certificate.statement} />
      </section>
    </>
  );
}

function SignedRecordAnswer({ token }: { token: string }) {
  const { t } = useTranslation();
  const query = useQuery(signedRecordCheckQuery(token));
  if (query.isPending) return <QueryLoading />;
  if (query.isError && !isErrorCode(query.error, 'VALIDATION_FAILED')) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const check: SignedRecordCheck = query.data ?? { signatureValid: false, statement: null, current: null };
  return (
    <section aria-labelledby="record-verdict">
      <div className={classes.verdict} data-verdict={check.signatureValid ? 'valid' : 'bad'}>
        <h2 id="record-verdict" className={classes.word}>
          {t(check.signatureValid ? 'certificates.check.good' : 'certificates.check.bad')}
        </h2>
        <p>{t(check.signatureValid ? 'certificates.check.goodText' : 'certificates.check.badText')}</p>
        {check.statement && check.current && (
          <p>
            {t('certificates.check.register', {
              status: t(`certificates.verify.status.${check.current.status}`),
            })}{' '}
            <Link to={paths.verifyCertificate(check.statement.number)}>
              {t('certificates.check.open', { number: check.statement.number })}
            </Link>
          </p>
        )}
      </div>
      {check.statement && (
        <>
          <h3>{t('certificates.check.states')}</h3>
          <CertificateStatement statement={check.statement} />
        </>
      )}
    </section>
  );
}

function CheckForm({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="check-title">
      <h2 id="check-title">{t('certificates.check.title')}</h2>
      <form className={classes.form} method="get" action={paths.verifyCertificateCheck}>
        <p className={classes.hint} id="check-hint">
          {t('certificates.check.hint')}
        </p>
        <label htmlFor="signed-record">{t('certificates.check.label')}</label>
        <textarea
          id="signed-record"
          name="token"
          aria-describedby="check-hint"
          required
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          defaultValue={token}
        />
        <button type="submit">{t('certificates.check.submit')}</button>
      </form>
    </section>
  );
}
