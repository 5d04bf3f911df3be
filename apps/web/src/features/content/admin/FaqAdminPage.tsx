import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { contentRoutes, type FaqAdminRow, faqInput } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { fieldProps } from '../../../lib/form';
import { useTranslation } from '../../../lib/translation';
import { adminFaqQuery } from './admin-api';
import { ContentForm, useItemForm } from './ContentForm';
import { InlineEditedList } from './ContentList';
import { TranslationFields, translationValues } from './TranslationFields';

export default function FaqAdminPage() {
  const { t } = useTranslation();
  const query = useQuery(adminFaqQuery());
  const nextOrder = (query.data ?? []).reduce((max, row) => Math.max(max, row.sortOrder), 0) + 1;
  return (
    <InlineEditedList
      title={t('pages.contentFaq')}
      newLabel={t('contentAdmin.faq.new')}
      query={query}
      deleteRoute={contentRoutes.adminFaqDelete}
      nameOf={(row) => row.question}
      minWidth={560}
      columns={[
        { header: t('contentAdmin.faq.order'), cell: (row) => row.sortOrder },
        { header: t('contentAdmin.faq.question'), cell: (row) => row.question },
      ]}
      editor={(row, done) => <FaqForm row={row} nextOrder={nextOrder} onDone={done} />}
    />
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
  const { form, frame } = useItemForm(row, [contentRoutes.adminFaqCreate, contentRoutes.adminFaqUpdate], {
    initialValues: {
      question: row?.question ?? '',
      answer: row?.answer ?? '',
      sortOrder: row?.sortOrder ?? nextOrder,
      translations: translationValues(row?.translations, ['question', 'answer']),
    },
    schema: faqInput,
    onSaved: onDone,
  });
  return (
    <ContentForm
      {...frame}
      heading={row ? t('contentAdmin.faq.edit') : t('contentAdmin.faq.new')}
      secondary={{ label: t('contentAdmin.cancel'), onClick: onDone }}
    >
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
    </ContentForm>
  );
}
