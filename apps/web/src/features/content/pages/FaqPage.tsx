import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/feedback';
import { PublicPage } from '../../../components/public/PublicPage';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { faqQuery } from '../api';
import classes from '../components/content.module.css';
import { RichText } from '../components/RichText';

/** Questions as native disclosure widgets: keyboard and screen readers handle them without script. */
export default function FaqPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(faqQuery(lang));
  return (
    <PublicPage title={t('content.faq.title')} lead={t('content.faq.lead')}>
      <QueryState query={query}>
        {(entries) =>
          entries.length === 0 ? (
            <Text>{t('content.faq.empty')}</Text>
          ) : (
            <div className={classes.faq}>
              {entries.map((entry) => (
                <details key={entry._id}>
                  <summary>{entry.question}</summary>
                  <RichText html={entry.answerHtml} />
                </details>
              ))}
            </div>
          )
        }
      </QueryState>
    </PublicPage>
  );
}
