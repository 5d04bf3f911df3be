import { Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { contentRoutes, type NewsAdminRow, newsInput } from '@para/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/feedback';
import { type ApiError, isApiError, upload } from '../../../lib/api';
import { fieldProps } from '../../../lib/form';
import { todayInIndia } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { adminArticleQuery } from './admin-api';
import { ContentForm, EditorPage, StatusSelect, useItemForm } from './ContentForm';
import { TranslationFields, translationValues } from './TranslationFields';

export default function NewsEditorPage() {
  const { t } = useTranslation();
  return (
    <EditorPage
      newTitle={t('contentAdmin.news.new')}
      editTitle={t('contentAdmin.news.edit')}
      load={adminArticleQuery}
    >
      {(article) => <NewsEditor article={article} />}
    </EditorPage>
  );
}

function NewsEditor({ article }: { article: NewsAdminRow | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { form, frame } = useItemForm(
    article,
    [contentRoutes.adminNewsCreate, contentRoutes.adminNewsUpdate],
    {
      initialValues: {
        title: article?.title ?? '',
        slug: article?.slug ?? '',
        summary: article?.summary ?? '',
        body: article?.body ?? '',
        publishedOn: article?.publishedOn ?? todayInIndia(),
        status: article?.status ?? 'draft',
        translations: translationValues(article?.translations, ['title', 'summary', 'body']),
      },
      schema: newsInput,
      onSaved: (saved) => {
        if (!article) navigate(paths.admin.content.newsEditor(saved._id), { replace: true });
      },
    },
  );

  const editor = (
    <ContentForm
      {...frame}
      secondary={{ label: t('contentAdmin.backToList'), onClick: () => navigate(paths.admin.content.news) }}
    >
      <TextInput {...fieldProps(form, 'title')} label={t('contentAdmin.news.title')} withAsterisk />
      <TextInput
        {...fieldProps(form, 'slug')}
        label={t('contentAdmin.news.slug')}
        description={t('contentAdmin.news.slugHint')}
      />
      <Textarea
        {...fieldProps(form, 'summary')}
        label={t('contentAdmin.news.summary')}
        autosize
        minRows={2}
        withAsterisk
      />
      <Textarea
        {...fieldProps(form, 'body')}
        label={t('contentAdmin.news.body')}
        description={t('contentAdmin.markdownHint')}
        autosize
        minRows={8}
        maxRows={30}
        withAsterisk
      />
      <Group grow align="flex-start">
        <TextInput
          {...fieldProps(form, 'publishedOn')}
          type="date"
          label={t('contentAdmin.news.publishedOn')}
          withAsterisk
        />
        <StatusSelect form={form} />
      </Group>
      <TranslationFields
        form={form}
        fields={[
          { name: 'title', label: t('contentAdmin.news.title') },
          { name: 'summary', label: t('contentAdmin.news.summary'), multiline: true },
          { name: 'body', label: t('contentAdmin.news.body'), multiline: true },
        ]}
      />
    </ContentForm>
  );

  if (!article) return editor;
  return (
    <Stack gap="xl">
      <CoverUpload
        article={article}
        onUploaded={() => void client.invalidateQueries({ queryKey: ['admin-content'] })}
      />
      {editor}
    </Stack>
  );
}

function CoverUpload({ article, onUploaded }: { article: NewsAdminRow; onUploaded: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | string | null>(null);
  const send = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const data = new FormData();
    data.append('file', file);
    try {
      await upload(contentRoutes.adminNewsCover, data, { params: { id: article._id } });
      toast.success('contentAdmin.news.coverSaved');
      onUploaded();
    } catch (failure) {
      setError(isApiError(failure) ? failure : 'errors.generic');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" maw={820}>
      <Text fw={700} component="label" htmlFor="cover-file">
        {t('contentAdmin.news.cover')}
      </Text>
      {article.coverUrl && (
        <img
          src={article.coverUrl}
          alt={t('contentAdmin.news.currentCover')}
          style={{ maxWidth: 320, borderRadius: 8 }}
        />
      )}
      <input
        id="cover-file"
        type="file"
        accept="image/jpeg,image/png"
        disabled={busy}
        onChange={(event) => void send(event.currentTarget.files?.[0])}
        aria-describedby="cover-hint"
      />
      <Text size="sm" id="cover-hint">
        {t('contentAdmin.news.coverHint')}
      </Text>
      <Alert message={error} />
    </Stack>
  );
}
