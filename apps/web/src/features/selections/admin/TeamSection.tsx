import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ScrollBox } from '../../../components/DataTable';
import { QueryState } from '../../../components/feedback';
import { useTranslation } from '../../../lib/translation';
import { teamQuery } from '../api';
import { AddSupportForm } from './AddSupportForm';
import { MemberCard } from './MemberCard';
import { MemberDocuments } from './MemberDocuments';
import { MemberNeedsDialog } from './MemberNeedsDialog';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { TeamCardsBar } from './TeamCardsBar';

/** The team: athletes who accepted and their support, with what each still needs; then the form to add support. */
export function TeamSection({ selectionId }: { selectionId: string }) {
  const { t } = useTranslation();
  const query = useQuery(teamQuery(selectionId));
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-title">
      <Title order={2} id="team-title">
        {t('selectionsAdmin.team.title')}
      </Title>
      <QueryState query={query}>
        {({ members }) => (
          <>
            {members.length === 0 ? (
              <Text>{t('selectionsAdmin.team.empty')}</Text>
            ) : (
              <>
                <TeamCardsBar
                  selectionId={selectionId}
                  anyCard={members.some((member) => member.card?.status === 'valid')}
                />
                <ScrollBox label={t('selectionsAdmin.team.caption')} minWidth={800}>
                  <Table striped>
                    <caption className="visually-hidden-inline">{t('selectionsAdmin.team.caption')}</caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('selectionsAdmin.team.name')}</Table.Th>
                        <Table.Th scope="col">{t('selectionsAdmin.team.role')}</Table.Th>
                        <Table.Th scope="col">{t('selectionsAdmin.team.events')}</Table.Th>
                        <Table.Th scope="col">{t('selectionsAdmin.team.needs')}</Table.Th>
                        <Table.Th scope="col">{t('selectionsAdmin.team.documents')}</Table.Th>
                        <Table.Th scope="col">{t('selectionsAdmin.cards.title')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {members.map((member) => (
                        <Table.Tr key={member._id}>
                          <Table.Th scope="row" fw={400}>
                            {member.name}
                            {member.uid && <Text size="sm">{member.uid}</Text>}
                          </Table.Th>
                          <Table.Td>{t(`selectionsAdmin.roles.${member.role}`)}</Table.Td>
                          <Table.Td>
                            {member.role === 'athlete'
                              ? `${member.sportClass ?? ''} · ${member.disciplines.join(', ')}`
                              : member.goesWith
                                ? t('selectionsAdmin.team.goesWith', { name: member.goesWith.name })
                                : '–'}
                          </Table.Td>
                          <Table.Td>
                            {[
                              member.needs.wheelchair ? t('selectionsAdmin.team.wheelchair') : '',
                              member.needs.seating ?? '',
                              member.needs.diet ?? '',
                            ]
                              .filter(Boolean)
                              .join(' · ') || '–'}
                            <MemberNeedsDialog selectionId={selectionId} member={member} />
                          </Table.Td>
                          <Table.Td>
                            {member.documents
                              .map((document) => t(`selectionsAdmin.documents.${document.kind}`))
                              .join(', ') || '–'}
                            {member.missingDocuments.length > 0 && (
                              <Text size="sm" fw={600}>
                                {t('selectionsAdmin.team.missing', {
                                  list: member.missingDocuments
                                    .map((kind) => t(`selectionsAdmin.documents.${kind}`))
                                    .join(', '),
                                })}
                              </Text>
                            )}
                            <MemberDocuments selectionId={selectionId} member={member} />
                          </Table.Td>
                          <Table.Td>
                            <MemberCard selectionId={selectionId} member={member} />
                            <RemoveMemberDialog selectionId={selectionId} member={member} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollBox>
              </>
            )}
            <AddSupportForm
              selectionId={selectionId}
              athletes={members
                .filter((member) => member.role === 'athlete' && member.uid)
                .map((member) => ({ uid: member.uid as string, name: member.name }))}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
