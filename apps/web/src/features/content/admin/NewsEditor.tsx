import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type NewsAdminRow, type NewsInput, newsInput, routes } from '@para/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { applyServerError, fieldProps, focusFirstError } from '../../../lib/form';
import { messageText } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { QueryState } from '../components/QueryState';
import { AdminFrame } from './AdminFrame';
import { adminArticleQuery, useContentWrite } from './admin-api';
import { TranslationFields, translationValues } from './TranslationFields';

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

export function NewsEditorPage() {
  const { id = 'new' } = useParams();
  const { t } = useTranslation();
  const query = useQuery({ ...adminArticleQuery(id), enabled: id !== 'new' });
  if (id === 'new') return <NewsEditor article={null} />;
  return (
    <AdminFrame title={t('contentAdmin.news.edit')}>
      <QueryState query={query}>{(article) => <NewsEditor article={article} />}</QueryState>
    </AdminFrame>
  );
}

function NewsEditor({ article }: { article: NewsAdminRow | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const create = useContentWrite(routes.adminNewsCreate);
  const update = useContentWrite(routes.adminNewsUpdate);
  const form = useForm<NewsInput>({
    initialValues: {
      title: article?.title ?? '',
      slug: article?.slug ?? '',
      summary: article?.summary ?? '',
      body: article?.body ?? '',
      publishedOn: article?.publishedOn ?? today(),
      status: article?.status ?? 'draft',
      translations: translationValues(article?.translations, ['title', 'summary', 'body']),
    },
    validate: zod4Resolver(newsInput),
  });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        const saved = article
          ? await update.mutateAsync({ params: { id: article._id }, body: values })
          : await create.mutateAsync({ body: values });
        toast.success('contentAdmin.saved');
        if (!article) navigate(`/admin/content/news/${saved._id}`, { replace: true });
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  const body = (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={820}>
        {alert && (
          <Alert color="red" role="alert">
            {messageText(alert)}
          </Alert>
        )}
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
          <NativeSelect
            {...fieldProps(form, 'status')}
            label={t('contentAdmin.status')}
            data={[
              { value: 'draft', label: t('contentAdmin.draft') },
              { value: 'published', label: t('contentAdmin.published') },
            ]}
          />
        </Group>
        <TranslationFields
          form={form}
          fields={[
            { name: 'title', label: t('contentAdmin.news.title') },
            { name: 'summary', label: t('contentAdmin.news.summary'), multiline: true },
            { name: 'body', label: t('contentAdmin.news.body'), multiline: true },
          ]}
        />
        <Group>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('contentAdmin.save')}
          </Button>
          <Button variant="default" onClick={() => navigate('/admin/content/news')}>
            {t('contentAdmin.backToList')}
          </Button>
        </Group>
      </Stack>
    </form>
  );

  if (!article) return <AdminFrame title={t('contentAdmin.news.new')}>{body}</AdminFrame>;
  return (
    <Stack gap="xl">
      <CoverUpload
        article={article}
        onUploaded={() => void client.invalidateQueries({ queryKey: ['admin-content'] })}
      />
      {body}
    </Stack>
  );
}

function CoverUpload({ article, onUploaded }: { article: NewsAdminRow; onUploaded: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const data = new FormData();
    data.append('file', file);
    try {
      await callApiUpload(`/api/admin/content/news/${article._id}/cover`, data);
      toast.success('contentAdmin.news.coverSaved');
      onUploaded();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'errors.generic');
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
        onChange={(event) => void upload(event.currentTarget.files?.[0])}
        aria-describedby="cover-hint"
      />
      <Text size="sm" id="cover-hint">
        {t('contentAdmin.news.coverHint')}
      </Text>
      {error && (
        <Text c="red.9" role="alert">
          {messageText(error)}
        </Text>
      )}
    </Stack>
  );
}

/** Multipart upload with the session token; the JSON client does not send forms. */
async function callApiUpload(url: string, data: FormData): Promise<void> {
  const token = session.get().accessToken;
  const response = await fetch(url, {
    method: 'POST',
    body: data,
    headers: token ? { 'Access-Token': token } : {},
  });
  const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
  if (!response.ok || !body?.success) throw new Error(body?.message || 'errors.generic');
}
