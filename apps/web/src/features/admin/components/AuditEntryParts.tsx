import { Anchor, List, Text } from '@mantine/core';
import { shownEmail } from '@para/contract';
import { Link } from 'react-router';
import { breakAnywhere } from '../../../components/DataTable';
import type { AuditRow } from '../../../lib/admin-rows';
import { useTranslation } from '../../../lib/translation';
import { detailLines, targetHref, targetText } from '../describe';

/** The administrator by name, with the e-mail under it. */
export function AuditActor({ entry }: { entry: AuditRow }) {
  const { t } = useTranslation();
  if (!entry.actor) return <Text size="sm">{t('adminWords.audit.unknownPerson')}</Text>;
  return (
    <>
      <Text size="sm">{entry.actor.name || shownEmail(entry.actor.email)}</Text>
      {entry.actor.name && (
        <Text size="xs" c="dimmed" style={breakAnywhere}>
          {shownEmail(entry.actor.email)}
        </Text>
      )}
    </>
  );
}

/** "Athlete: Anjali Krishnan (KLPS2600001)", a link to its page where there is one. */
export function AuditTarget({ entry }: { entry: AuditRow }) {
  const { t } = useTranslation();
  const text = targetText(t, entry.target);
  const href = targetHref(entry.target);
  return href ? (
    <Anchor component={Link} to={href} size="sm" style={breakAnywhere}>
      {text}
    </Anchor>
  ) : (
    <Text size="sm" style={breakAnywhere}>
      {text}
    </Text>
  );
}

/** What changed, a line each; a send-back's reasons as a list. */
export function AuditDetails({
  entry,
  sportNames,
}: {
  entry: AuditRow;
  sportNames?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const lines = detailLines(t, entry.details, sportNames);
  if (lines.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('adminWords.audit.noChanges')}
      </Text>
    );
  return lines.map((line, index) =>
    line.kind === 'line' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move
      <Text size="xs" key={index} style={breakAnywhere}>
        {line.text}
      </Text>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move
      <div key={index}>
        <Text size="xs" fw={600}>
          {line.heading}
        </Text>
        <List size="xs" withPadding>
          {line.items.map((item) => (
            <List.Item key={item} style={breakAnywhere}>
              {item}
            </List.Item>
          ))}
        </List>
      </div>
    ),
  );
}
