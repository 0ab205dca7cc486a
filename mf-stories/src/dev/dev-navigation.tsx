import { Link } from 'react-router-dom';
import { STORIES } from '../stories/story-data';
import styles from './dev-navigation.module.css';

/** A bar standing in for the host's header in the development shell: every story, plus an unknown one. */
export function DevNavigation() {
  return (
    <nav className={styles.bar} aria-label="Development shell">
      {STORIES.map((story) => (
        <Link key={story.path} to={story.path}>
          {story.path}
        </Link>
      ))}
      <Link to="/news/unknown">/news/unknown</Link>
      <a href="?lng=en">EN</a>
      <a href="?lng=es">ES</a>
    </nav>
  );
}
