import { Button, Checkbox, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import type { DistrictCheck, DistrictRecommendation, RegistrationDocument } from '@para/contract';
import { IconClipboardCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/feedback';
import { errorText } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useRecordCheck } from '../assistance-api';

/**
 * The district's check of a submitted registration, asked for when the association has it on: which
 * documents the secretary has seen, a remark, and a recommendation the state's reviewer reads.
 */
export function DistrictCheckPanel({
  userId,
  documents,
  current,
}: {
  userId: string;
  documents: RegistrationDocument[];
  current: DistrictCheck | null;
}) {
  const { t } = useTranslation();
  const record = useRecordCheck(userId);
  const [seen, setSeen] = useState<string[]>(current?.documentsSeen ?? []);
  const [remark, setRemark] = useState(current?.remark ?? '');
  const [recommendation, setRecommendation] = useState<DistrictRecommendation | ''>(
    current?.recommendation ?? '',
  );
  const [missing, setMissing] = useState<'recommendation' | 'remark' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!recommendation) return setMissing('recommendation');
    if (recommendation === 'return' && remark.trim().length < 2) return setMissing('remark');
    setMissing(null);
    record.mutate(
      { recommendation, remark: remark.trim(), documentsSeen: seen },
      { onSuccess: () => toast.success(t('districtAssist.check.saved')) },
    );
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="district-check-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="district-check-heading">
            {t('districtAssist.check.title')}
          </Title>
          <Text>{t('districtAssist.check.intro')}</Text>
          {current && (
            <Text role="status" fw={500}>
              {t('districtAssist.check.current', {
                recommendation: t(`districtAssist.recommendation.${current.recommendation}`),
                date: formatDateTime(current.checkedAt),
              })}
            </Text>
          )}
          <Checkbox.Group label={t('districtAssist.check.documentsSeen')} value={seen} onChange={setSeen}>
            <Stack gap="xs" mt={4}>
              {documents.map((document) => (
                <Checkbox
                  key={document._id}
                  value={document._id}
                  label={t(`registration.sections.${document.kind}`)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Radio.Group
            label={t('districtAssist.check.recommendation')}
            value={recommendation}
            onChange={(value) => setRecommendation(value as DistrictRecommendation)}
            withAsterisk
            error={missing === 'recommendation' ? t('districtAssist.check.chooseRecommendation') : undefined}
          >
            <Stack gap="xs" mt={4}>
              <Radio value="approve" label={t('districtAssist.check.approve')} />
              <Radio value="return" label={t('districtAssist.check.return')} />
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('districtAssist.check.remark')}
            description={t('districtAssist.check.remarkHint')}
            value={remark}
            onChange={(event) => setRemark(event.currentTarget.value)}
            maxLength={1000}
            rows={3}
            withAsterisk={recommendation === 'return'}
            error={missing === 'remark' ? t('districtAssist.check.remarkNeeded') : undefined}
          />
          {record.isError && <Alert color="red">{errorText(t, record.error)}</Alert>}
          <Button
            type="submit"
            loading={record.isPending}
            leftSection={<IconClipboardCheck size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('districtAssist.check.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
