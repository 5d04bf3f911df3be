import { Alert, Button, Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { routes, type SiteContact, type SiteContactInput, siteContact } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerError, fieldProps, focusFirstError } from '../../../lib/form';
import { messageText } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { socialLabels, socialNetworks } from '../../../lib/site';
import { QueryState } from '../components/QueryState';
import { AdminFrame } from './AdminFrame';
import { adminSiteQuery, useContentWrite } from './admin-api';
import { TranslationFields, translationValues } from './TranslationFields';

/** The association's contact details and social links: footer, contact page and About Us panel. */
export function SiteAdmin() {
  const { t } = useTranslation();
  const query = useQuery(adminSiteQuery());
  return (
    <AdminFrame title={t('pages.contentSite')}>
      <QueryState query={query}>{(site) => <SiteForm site={site} />}</QueryState>
    </AdminFrame>
  );
}

function SiteForm({ site }: { site: SiteContact }) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const save = useContentWrite(routes.adminSiteUpdate);
  const form = useForm<SiteContactInput>({
    initialValues: {
      ...site,
      translations: translationValues(site.translations, ['name', 'address', 'about']),
    },
    validate: zod4Resolver(siteContact),
  });
  const submit = form.onSubmit(
    async (values) => {
      try {
        await save.mutateAsync({ body: values });
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
        <TextInput {...fieldProps(form, 'name')} label={t('contentAdmin.site.name')} withAsterisk />
        <TextInput
          {...fieldProps(form, 'phone')}
          label={t('contentAdmin.site.phone')}
          type="tel"
          withAsterisk
        />
        <TextInput
          {...fieldProps(form, 'email')}
          label={t('contentAdmin.site.email')}
          description={t('contentAdmin.site.emailHint')}
          type="email"
          withAsterisk
        />
        <Textarea
          {...fieldProps(form, 'address')}
          label={t('contentAdmin.site.address')}
          autosize
          minRows={2}
        />
        <Textarea {...fieldProps(form, 'about')} label={t('contentAdmin.site.about')} autosize minRows={3} />
        <Fieldset legend={t('contentAdmin.site.social')}>
          <Stack gap="sm">
            {socialNetworks.map((network) => (
              <TextInput
                key={network}
                {...fieldProps(form, `social.${network}`)}
                label={socialLabels[network]}
                type="url"
                placeholder="https://"
              />
            ))}
          </Stack>
        </Fieldset>
        <TranslationFields
          form={form}
          fields={[
            { name: 'name', label: t('contentAdmin.site.name') },
            { name: 'address', label: t('contentAdmin.site.address'), multiline: true },
            { name: 'about', label: t('contentAdmin.site.about'), multiline: true },
          ]}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('contentAdmin.save')}
        </Button>
      </Stack>
    </form>
  );
}
