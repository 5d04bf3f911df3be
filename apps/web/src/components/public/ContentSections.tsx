import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translation';

interface Section {
  heading: string;
  body: string[];
}

/** Renders `<key>.sections` from the translation files: headed sections of paragraphs. */
export function ContentSections({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation();
  const value = t(`${i18nKey}.sections`, { returnObjects: true });
  const sections = Array.isArray(value) ? (value as Section[]) : [];
  return (
    <>
      {sections.map((section) => (
        <Stack key={section.heading} gap="xs" component="section">
          <Title order={2} size="h3">
            {section.heading}
          </Title>
          {section.body.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </>
  );
}
