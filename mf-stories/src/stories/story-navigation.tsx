import { Link } from 'react-router-dom';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { DirectionArrow } from './direction-arrow';
import { neighboursOf, type Story } from './story-data';
import { storyTitle } from './story-texts';
import styles from './story-navigation.module.css';

/** Links to the previous and next story in reading order; plain links, no share widgets. */
export function StoryNavigation({ story }: { story: Story }) {
  const { t } = useTeamTranslation();
  const { previous, next } = neighboursOf(story);
  if (!previous && !next) return null;
  return (
    <nav className={styles.navigation} aria-label={t('storyNavigation.label')}>
      <ul className={styles.list}>
        <li>
          {previous && (
            <Link to={previous.path} className={styles.link} rel="prev">
              <span className={styles.direction}>
                <DirectionArrow pointing="back" /> {t('storyNavigation.previous')}
              </span>
              <span className={styles.storyTitle}>{storyTitle(t, previous)}</span>
            </Link>
          )}
        </li>
        <li className={styles.next}>
          {next && (
            <Link to={next.path} className={styles.link} rel="next">
              <span className={styles.direction}>
                {t('storyNavigation.next')} <DirectionArrow pointing="forward" />
              </span>
              <span className={styles.storyTitle}>{storyTitle(t, next)}</span>
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
