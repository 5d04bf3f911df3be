import { VisuallyHidden } from '@mantine/core';
import { useNavigation } from 'react-router';
import { useTranslation } from '../lib/translation';
import classes from './NavigationProgress.module.css';

/**
 * A thin bar at the top while the next page downloads; on slow mobile data this tells people the tap
 * worked. Screen readers hear "Loading" once.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const loading = navigation.state !== 'idle';
  return (
    <>
      {loading && <div className={classes.bar} aria-hidden />}
      <VisuallyHidden role="status">{loading ? t('common.loading') : ''}</VisuallyHidden>
    </>
  );
}
