import { Anchor, Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlag, IconHeartHandshake, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { paths } from '../../../lib/paths';
import { isLoggedIn, useSession } from '../../../lib/session';
import { statePage } from '../../../lib/state-page';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { homeQuery } from '../api';
import contentClasses from '../components/content.module.css';
import { EventCard } from '../components/EventCard';
import { NewsCard } from '../components/NewsCard';
import classes from './HomePage.module.css';

const activities = [
  { key: 'events', icon: IconTrophy },
  { key: 'national', icon: IconFlag },
  { key: 'support', icon: IconHeartHandshake },
] as const;

const steps = ['account', 'form', 'payment'] as const;

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  const current = useSession();
  const home = useQuery(homeQuery(useLang()));
  // Signed-in people are past registering: the main action takes them to their own page instead.
  const primary = isLoggedIn(current)
    ? { to: statePage(current), label: t('nav.dashboard') }
    : { to: paths.register, label: t('home.registerCta') };

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="lg">
          <Stack gap="md" maw={680}>
            <Text className={classes.kicker}>{t('common.siteName')}</Text>
            <Title order={1} id="home-title" className={classes.heroTitle}>
              {t('home.heroTitle')}
            </Title>
            <Text size="lg" className={classes.heroText}>
              {t('home.heroText')}
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={primary.to}
                size="lg"
                color="yellow.4"
                data-signed-in-label={t('nav.dashboard')}
              >
                {primary.label}
              </Button>
              <Button component={Link} to={paths.events} size="lg" variant="white" color="blue.9">
                {t('home.eventsCta')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <Container size="lg" pt={48} component="section" aria-labelledby="home-events">
        <Group justify="space-between" align="baseline" mb="lg">
          <Title order={2} id="home-events">
            {t('home.eventsTitle')}
          </Title>
          <Anchor component={Link} to={paths.events}>
            {t('home.allEvents')}
          </Anchor>
        </Group>
        <QueryState query={home}>
          {(data) =>
            data.events.length === 0 ? (
              <Text>{t('content.events.empty')}</Text>
            ) : (
              <ul className={contentClasses.grid}>
                {data.events.map((item) => (
                  <li key={item._id}>
                    <EventCard item={item} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </Container>

      <Container size="lg" pt={48} component="section" aria-labelledby="home-news">
        <Group justify="space-between" align="baseline" mb="lg">
          <Title order={2} id="home-news">
            {t('home.newsTitle')}
          </Title>
          <Anchor component={Link} to={paths.news}>
            {t('home.allNews')}
          </Anchor>
        </Group>
        <QueryState query={home}>
          {(data) =>
            data.news.length === 0 ? (
              <Text>{t('content.news.empty')}</Text>
            ) : (
              <ul className={contentClasses.grid}>
                {data.news.map((item) => (
                  <li key={item._id}>
                    <NewsCard item={item} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </Container>

      <Container size="lg" py={48}>
        <Title order={2} mb="lg">
          {t('home.whatTitle')}
        </Title>
        <div className={classes.cards}>
          {activities.map(({ key, icon: Icon }) => (
            <Card key={key} withBorder radius="lg" padding="lg" shadow="xs">
              <ThemeIcon size={48} radius="md" variant="light">
                <Icon size={28} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md" mb="xs">
                {t(`home.what.${key}.title`)}
              </Title>
              <Text>{t(`home.what.${key}.text`)}</Text>
            </Card>
          ))}
        </div>
      </Container>

      <section className={classes.steps} aria-labelledby="home-steps">
        <Container size="lg" py={48}>
          <Title order={2} id="home-steps" mb="lg">
            {t('home.stepsTitle')}
          </Title>
          <ol className={classes.stepList}>
            {steps.map((step, index) => (
              <li key={step} className={classes.step}>
                <span className={classes.stepNumber} aria-hidden>
                  {index + 1}
                </span>
                <div>
                  <Title order={3} size="h4" mb={4}>
                    {t(`home.steps.${step}.title`)}
                  </Title>
                  <Text>{t(`home.steps.${step}.text`)}</Text>
                </div>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <Container size="lg" py={48}>
        <div className={classes.cta}>
          <div>
            <Title order={2} c="white">
              {t('home.ctaTitle')}
            </Title>
            <Text c="white" mt="xs">
              {t('home.ctaText')}
            </Text>
          </div>
          <Group gap="sm">
            <Button
              component={Link}
              to={primary.to}
              size="lg"
              variant="white"
              color="blue.9"
              data-signed-in-label={t('nav.dashboard')}
            >
              {primary.label}
            </Button>
            <Button component={Link} to={paths.contact} size="lg" variant="outline" color="white">
              {t('home.contactCta')}
            </Button>
          </Group>
        </div>
      </Container>
    </>
  );
}
