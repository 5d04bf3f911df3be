import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { TestModeBanner } from './TestModeBanner';

/**
 * The registration fee's section: its heading and what it covers, then `children` (the order's lines,
 * a loading state or an error). Drawn by the fee page and by the server's frame of it (FeeFrame), so
 * the two put everything in the same boxes.
 */
export function FeeSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="fee-heading"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="fee-heading">
          {t('payments.feeTitle')}
        </Title>
        <div>
          <Text fw={600} mb={4}>
            {t('payments.coversTitle')}
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('payments.covers1')}</List.Item>
            <List.Item>{t('payments.covers2')}</List.Item>
            <List.Item>{t('payments.covers3')}</List.Item>
          </List>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * What comes with the order, below what was drawn before it so that nothing moves: its description,
 * the amount, the receipt number and, with the test gateway, the badge and the warning. `testGateway`
 * `later`: both drawn hidden, for the server's frame to show once it knows (`data-fee-test`).
 */
export function FeeOrderLines({
  description,
  amount,
  receipt,
  testGateway,
}: {
  description: ReactNode;
  amount: ReactNode;
  receipt: ReactNode;
  testGateway: boolean | 'later';
}) {
  const { t } = useTranslation();
  const testPart = (part: ReactNode) =>
    testGateway === 'later' ? (
      <div data-fee-test="" style={{ display: 'none' }}>
        {part}
      </div>
    ) : testGateway ? (
      part
    ) : null;
  return (
    <>
      <Group justify="space-between" align="center" gap="xs">
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {testPart(
          <Badge c="dark.9" color="orange" variant="light" size="lg">
            {t('payments.testBadge')}
          </Badge>,
        )}
      </Group>
      <Text fz={36} fw={800} lh={1} data-testid={testGateway === 'later' ? undefined : 'fee-amount'}>
        {amount}
      </Text>
      <Text size="sm" c="dimmed">
        {receipt}
      </Text>
      {/* Beside the button it explains. */}
      {testPart(<TestModeBanner text={t('payments.testNote')} />)}
    </>
  );
}
