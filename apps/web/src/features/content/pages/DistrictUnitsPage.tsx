import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/feedback';
import { PublicPage } from '../../../components/public/PublicPage';
import { phoneHref } from '../../../lib/site';
import { useTranslation } from '../../../lib/translation';
import { districtUnitsQuery } from '../api';
import classes from '../components/content.module.css';

/** +919447012345 shown as +91 94470 12345. */
const showPhone = (phone: string) => phone.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

export default function DistrictUnitsPage() {
  const { t } = useTranslation();
  const query = useQuery(districtUnitsQuery());
  return (
    <PublicPage title={t('content.districtUnits.title')} lead={t('content.districtUnits.lead')} wide>
      <QueryState query={query}>
        {(units) =>
          units.length === 0 ? (
            <Text>{t('content.districtUnits.empty')}</Text>
          ) : (
            <ul className={classes.grid}>
              {units.map((unit) => (
                <li key={unit._id}>
                  <section className={classes.card} aria-labelledby={`unit-${unit._id}`}>
                    <div className={classes.cardBody}>
                      <h2 className={classes.cardTitle} id={`unit-${unit._id}`}>
                        {/* District names in the reader's language where a translation file has them. */}
                        {t(`districts.${unit.district}`, { defaultValue: unit.district })}
                      </h2>
                      <dl className={classes.dl}>
                        <dt>{t('content.districtUnits.secretary')}</dt>
                        <dd>{unit.secretaryName}</dd>
                        <dt>{t('content.districtUnits.phone')}</dt>
                        <dd>
                          <Anchor href={phoneHref(unit.phone)}>{showPhone(unit.phone)}</Anchor>
                        </dd>
                        <dt>{t('content.districtUnits.email')}</dt>
                        <dd>
                          <Anchor href={`mailto:${unit.email}`} style={{ overflowWrap: 'anywhere' }}>
                            {unit.email}
                          </Anchor>
                        </dd>
                        {unit.address && (
                          <>
                            <dt>{t('content.districtUnits.address')}</dt>
                            <dd>{unit.address}</dd>
                          </>
                        )}
                      </dl>
                    </div>
                  </section>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </PublicPage>
  );
}
