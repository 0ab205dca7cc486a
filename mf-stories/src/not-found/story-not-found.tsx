import { Link } from 'react-router-dom';
import { usePageHead } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { STORIES } from '../stories/story-data';
import { storyTitle } from '../stories/story-texts';
import message from '@storefront/shared/src/styles/message-screen.module.css';
import styles from './story-not-found.module.css';

/** An unknown story or muse name (or a sub-path of one): says so, offers every story, and is not indexed. */
export function StoryNotFound() {
  const { t } = useTeamTranslation();
  const title = t('notFound.title');
  const head = usePageHead({ title, noindex: true });
  return (
    <section className={message.screen} data-screen="story-not-found" {...head}>
      <h1 className={message.title}>{title}</h1>
      <p className={message.body}>{t('notFound.body')}</p>
      <nav aria-label={t('notFound.storiesLabel')}>
        <ul className={styles.stories}>
          {STORIES.map((story) => (
            <li key={story.path}>
              <Link className={styles.story} to={story.path}>
                <span className={styles.kicker}>{t(`kicker.${story.kind}`)}</span>
                {storyTitle(t, story)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link className={message.home} to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
