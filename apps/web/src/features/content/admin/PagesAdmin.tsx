import { Alert, Anchor, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PageInput, type PageKey, pageInput, pageKeys, routes } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerError, fieldProps, focusFirstError } from '../../../lib/form';
import { messageText } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { QueryState } from '../components/QueryState';
import { AdminFrame } from './AdminFrame';
import { adminPageQuery, useContentWrite } from './admin-api';
import { TranslationFields, translationValues } from './TranslationFields';

/** About and the three policy pages: pick one, edit its title and Markdown text. */
export function PagesAdmin() {
  const { t } = useTranslation();
  const [key, setKey] = useState<PageKey>('about');
  const query = useQuery(adminPageQuery(key));
  return (
    <AdminFrame title={t('pages.contentPages')}>
      <Group align="flex-end">
        <NativeSelect
          label={t('contentAdmin.pages.choose')}
          value={key}
          onChange={(event) => setKey(event.currentTarget.value as PageKey)}
          data={pageKeys.map((value) => ({ value, label: t(`contentAdmin.pages.${value}`) }))}
        />
        <Anchor href={`/${key}`} target="_blank" rel="noopener" pb={10}>
          {t('contentAdmin.view')}
        </Anchor>
      </Group>
      <QueryState query={query}>
        {(page) => <PageForm key={`${key}-${page.updatedAt}`} pageKey={key} initial={page} />}
      </QueryState>
    </AdminFrame>
  );
}

function PageForm({
  pageKey,
  initial,
}: {
  pageKey: PageKey;
  initial: { title: string; body: string; translations: Record<string, Record<string, string | undefined>> };
}) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const save = useContentWrite(routes.adminPageUpdate);
  const form = useForm<PageInput>({
    initialValues: {
      title: initial.title,
      body: initial.body,
      translations: translationValues(initial.translations, ['title', 'body']),
    },
    validate: zod4Resolver(pageInput),
  });
  const submit = form.onSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ params: { key: pageKey }, body: values });
        toast.success('contentAdmin.saved');
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={820}>
        {alert && (
          <Alert color="red" role="alert">
            {messageText(alert)}
          </Alert>
        )}
        <TextInput {...fieldProps(form, 'title')} label={t('contentAdmin.pages.title')} withAsterisk />
        <Textarea
          {...fieldProps(form, 'body')}
          label={t('contentAdmin.pages.body')}
          description={t('contentAdmin.markdownHint')}
          autosize
          minRows={12}
          maxRows={40}
          withAsterisk
        />
        <TranslationFields
          form={form}
          fields={[
            { name: 'title', label: t('contentAdmin.pages.title') },
            { name: 'body', label: t('contentAdmin.pages.body'), multiline: true },
          ]}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('contentAdmin.save')}
        </Button>
      </Stack>
    </form>
  );
}
