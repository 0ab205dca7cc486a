import { BRAND_NAME } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import styles from './screens.module.css';

/** Says the deployment is broken instead of showing a blank page. */
export function ConfigErrorScreen({ problems }: { problems: string[] }) {
  const { t } = useTeamTranslation();
  return (
    <main className={styles.screen} data-screen="config-error">
      <p className={styles.brand}>{BRAND_NAME}</p>
      <h1 className={styles.title}>{t('configError.title')}</h1>
      <p className={styles.body}>{t('configError.body')}</p>
      <ul className={styles.problems}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}
