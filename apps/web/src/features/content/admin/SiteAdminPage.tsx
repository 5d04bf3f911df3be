import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { contentRoutes, type SiteContact, type SiteContactInput, siteContact } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/feedback';
import { fieldProps } from '../../../lib/form';
import { socialLabels, socialNetworks } from '../../../lib/site';
import { useTranslation } from '../../../lib/translation';
import { AdminFrame } from './AdminFrame';
import { adminSiteQuery, useContentWrite } from './admin-api';
import { ContentForm, useContentForm } from './ContentForm';
import { TranslationFields, translationValues } from './TranslationFields';

/** The association's contact details and social links: footer, contact page and About Us panel. */
export default function SiteAdminPage() {
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
  const update = useContentWrite(contentRoutes.adminSiteUpdate);
  const { form, frame } = useContentForm<SiteContactInput, unknown>({
    initialValues: {
      ...site,
      translations: translationValues(site.translations, ['name', 'address', 'about']),
    },
    schema: siteContact,
    save: (body) => update.mutateAsync({ body }),
  });
  return (
    <ContentForm {...frame}>
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
    </ContentForm>
  );
}
