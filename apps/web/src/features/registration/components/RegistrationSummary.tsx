import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RegistrationData } from '@para/contract';
import type { ReactNode } from 'react';
import { formatDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { localMobile } from '../form-values';
import { UploadedFile } from './UploadedFile';

type Row = [label: string, value: ReactNode];

function Facts({ rows }: { rows: Row[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {rows
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
    </SimpleGrid>
  );
}

export type SummaryPart = 'page1' | 'page2' | 'page3';

/** Read-only view of what the athlete entered, page by page, with the uploaded documents. */
export function RegistrationSummary({
  data,
  parts = ['page1', 'page2', 'page3'],
  sportNames,
  headingOrder = 2,
  showDocuments = true,
}: {
  data: RegistrationData;
  parts?: SummaryPart[];
  sportNames: Record<string, string>;
  headingOrder?: 2 | 3;
  /** False where the page shows the documents itself (the review screen), so they are not listed twice. */
  showDocuments?: boolean;
}) {
  const { t } = useTranslation();
  const { page1, page2, page3 } = data;
  const empty = <Text c="dimmed">{t('registration.summary.notFilled')}</Text>;

  return (
    <Stack gap="md">
      {parts.includes('page1') && (
        <Paper withBorder radius="md" p="md" component="section">
          <Title order={headingOrder} size="h4" mb="sm">
            {t('registration.steps.page1')}
          </Title>
          {page1 ? (
            <Facts
              rows={[
                [t('registration.page1.fullName'), page1.fullName],
                [t('registration.page1.nameInStateScript'), page1.nameInStateScript],
                [t('registration.page1.parentName'), page1.parentName],
                [t('registration.page1.dateOfBirth'), formatDay(page1.dateOfBirth)],
                [t('registration.page1.gender'), t(`profile.gender.${page1.gender}`)],
                [t('registration.page1.bloodGroup'), page1.bloodGroup],
                [t('registration.page1.mobile'), localMobile(page1.mobile)],
                [t('registration.page1.alternateMobile'), localMobile(page1.alternateMobile)],
                [
                  t('registration.summary.address'),
                  [
                    page1.address.line1,
                    page1.address.line2,
                    page1.address.city,
                    page1.address.district,
                    page1.address.pinCode,
                  ]
                    .filter(Boolean)
                    .join(', '),
                ],
                [
                  t('registration.page1.emergency'),
                  `${page1.emergencyContact.name} (${page1.emergencyContact.relation}), ${localMobile(page1.emergencyContact.phone)}`,
                ],
                [
                  t('registration.page1.guardianSection'),
                  page1.guardian
                    ? `${page1.guardian.name} (${page1.guardian.relation}), ${localMobile(page1.guardian.phone)}`
                    : '',
                ],
              ]}
            />
          ) : (
            empty
          )}
        </Paper>
      )}
      {parts.includes('page2') && (
        <Paper withBorder radius="md" p="md" component="section">
          <Title order={headingOrder} size="h4" mb="sm">
            {t('registration.steps.page2')}
          </Title>
          {page2 ? (
            <Facts
              rows={[
                [
                  t('registration.page2.disabilityType'),
                  t(`registration.disability.${page2.disabilityType}`, {
                    defaultValue: page2.disabilityType,
                  }),
                ],
                [t('registration.page2.percentage'), `${page2.disabilityPercentage} %`],
                page2.certificate.kind === 'udid'
                  ? [t('registration.page2.udidNumber'), page2.certificate.udidNumber]
                  : [
                      t('registration.page2.kindCertificate'),
                      `${page2.certificate.certificateNumber}, ${page2.certificate.issuingAuthority}, ${formatDay(page2.certificate.issueDate)}`,
                    ],
                [
                  t('registration.page2.sports'),
                  page2.sports
                    .map(
                      (entry) =>
                        `${sportNames[entry.sport] ?? entry.sport}: ${entry.sportClass ?? '—'} (${t(`profile.classStatus.${entry.classStatus}`)})`,
                    )
                    .join('; '),
                ],
                [t('registration.page2.participantRole'), t(`registration.role.${page2.participantRole}`)],
                [t('registration.page2.coachName'), page2.coachName],
                [t('registration.page2.clubOrSchool'), page2.clubOrSchool],
                [t('registration.page2.districtUnit'), page2.districtUnit],
                [t('registration.page2.bestPerformances'), page2.bestPerformances],
                [t('registration.page2.achievements'), page2.achievements],
              ]}
            />
          ) : (
            empty
          )}
        </Paper>
      )}
      {parts.includes('page3') && (
        <Paper withBorder radius="md" p="md" component="section">
          <Title order={headingOrder} size="h4" mb="sm">
            {t('registration.steps.page3')}
          </Title>
          <Stack gap="md">
            {page3 ? (
              <Facts
                rows={[
                  [
                    t('registration.page3.proofOfAgeType'),
                    t(`registration.proofOfAge.${page3.proofOfAgeType}`),
                  ],
                  [
                    t('registration.page3.identityProofType'),
                    t(`registration.identityProof.${page3.identityProofType}`),
                  ],
                ]}
              />
            ) : (
              empty
            )}
            {!showDocuments ? null : data.documents.length > 0 ? (
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.documents.map((doc) => (
                  <li key={doc._id}>
                    <Text size="sm" c="dimmed" mb={4}>
                      {t(`registration.documents.${doc.kind}.label`)}
                    </Text>
                    <UploadedFile document={doc} label={t(`registration.documents.${doc.kind}.label`)} />
                  </li>
                ))}
              </Stack>
            ) : (
              <Text c="dimmed">{t('registration.summary.noDocuments')}</Text>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
