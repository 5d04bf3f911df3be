import { Alert, Button, Group, NumberInput, Stack, Table, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FaqAdminRow, type FaqInput, faqInput, routes } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerError, fieldProps, focusFirstError } from '../../../lib/form';
import { messageText } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { QueryState } from '../components/QueryState';
import { AdminFrame } from './AdminFrame';
import { adminFaqQuery, useContentWrite } from './admin-api';
import { TranslationFields, translationValues } from './TranslationFields';

export function FaqAdmin() {
  const { t } = useTranslation();
  const query = useQuery(adminFaqQuery());
  const [editing, setEditing] = useState<FaqAdminRow | 'new' | null>(null);
  const remove = useContentWrite(routes.adminFaqDelete);
  const onDelete = async (row: FaqAdminRow) => {
    if (!window.confirm(t('contentAdmin.confirmDelete', { title: row.question }))) return;
    await remove.mutateAsync({ params: { id: row._id } }).then(
      () => toast.success('contentAdmin.deleted'),
      (error: Error) => toast.error(error.message),
    );
  };
  const nextOrder = (query.data ?? []).reduce((max, row) => Math.max(max, row.sortOrder), 0) + 1;
  return (
    <AdminFrame
      title={t('pages.contentFaq')}
      actions={
        editing === null && <Button onClick={() => setEditing('new')}>{t('contentAdmin.faq.new')}</Button>
      }
    >
      {editing !== null && (
        <FaqForm
          key={editing === 'new' ? 'new' : editing._id}
          row={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryState query={query}>
        {(rows) => (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('contentAdmin.faq.order')}</Table.Th>
                  <Table.Th>{t('contentAdmin.faq.question')}</Table.Th>
                  <Table.Th>{t('contentAdmin.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row._id}>
                    <Table.Td>{row.sortOrder}</Table.Td>
                    <Table.Td>{row.question}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          variant="default"
                          size="compact-md"
                          onClick={() => setEditing(row)}
                          aria-label={t('contentAdmin.editNamed', { title: row.question })}
                        >
                          {t('contentAdmin.edit')}
                        </Button>
                        <Button
                          variant="default"
                          size="compact-md"
                          onClick={() => void onDelete(row)}
                          aria-label={t('contentAdmin.deleteNamed', { title: row.question })}
                        >
                          {t('contentAdmin.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </AdminFrame>
  );
}

function FaqForm({
  row,
  nextOrder,
  onDone,
}: {
  row: FaqAdminRow | null;
  nextOrder: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const create = useContentWrite(routes.adminFaqCreate);
  const update = useContentWrite(routes.adminFaqUpdate);
  const form = useForm<FaqInput>({
    initialValues: {
      question: row?.question ?? '',
      answer: row?.answer ?? '',
      sortOrder: row?.sortOrder ?? nextOrder,
      translations: translationValues(row?.translations, ['question', 'answer']),
    },
    validate: zod4Resolver(faqInput),
  });
  const submit = form.onSubmit(
    async (values) => {
      try {
        if (row) await update.mutateAsync({ params: { id: row._id }, body: values });
        else await create.mutateAsync({ body: values });
        toast.success('contentAdmin.saved');
        onDone();
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="faq-form-title">
      <Stack gap="sm" maw={820} p="md" bd="1px solid gray.4" style={{ borderRadius: 8 }}>
        <Title order={2} size="h3" id="faq-form-title">
          {row ? t('contentAdmin.faq.edit') : t('contentAdmin.faq.new')}
        </Title>
        {alert && (
          <Alert color="red" role="alert">
            {messageText(alert)}
          </Alert>
        )}
        <TextInput {...fieldProps(form, 'question')} label={t('contentAdmin.faq.question')} withAsterisk />
        <Textarea
          {...fieldProps(form, 'answer')}
          label={t('contentAdmin.faq.answer')}
          description={t('contentAdmin.markdownHint')}
          autosize
          minRows={3}
          withAsterisk
        />
        <NumberInput
          {...fieldProps(form, 'sortOrder')}
          label={t('contentAdmin.faq.order')}
          min={0}
          max={10000}
          w={160}
        />
        <TranslationFields
          form={form}
          fields={[
            { name: 'question', label: t('contentAdmin.faq.question') },
            { name: 'answer', label: t('contentAdmin.faq.answer'), multiline: true },
          ]}
        />
        <Group>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('contentAdmin.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('contentAdmin.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
