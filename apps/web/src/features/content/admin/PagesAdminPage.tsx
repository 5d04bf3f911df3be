import { Anchor, Group, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { contentRoutes, type PageInput, type PageKey, pageInput, pageKeys } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/feedback';
import { fieldProps } from '../../../lib/form';
import { useTranslation } from '../../../lib/translation';
import { AdminFrame } from './AdminFrame';
import { adminPageQuery, useContentWrite } from './admin-api';
import { ContentForm, useContentForm } from './ContentForm';
import { TranslationFields, translationValues } from './TranslationFields';

/** About and the three policy pages: pick one, edit its title and Markdown text. */
export default function PagesAdminPage() {
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
  const update = useContentWrite(contentRoutes.adminPageUpdate);
  const { form, frame } = useContentForm<PageInput, unknown>({
    initialValues: {
      title: initial.title,
      body: initial.body,
      translations: translationValues(initial.translations, ['title', 'body']),
    },
    schema: pageInput,
    save: (body) => update.mutateAsync({ params: { key: pageKey }, body }),
  });
  return (
    <ContentForm {...frame}>
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
    </ContentForm>
  );
}
