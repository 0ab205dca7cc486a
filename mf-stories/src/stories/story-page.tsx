import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { JsonLd, usePageHead, type RuntimeConfig } from '@storefront/shared';
import { storiesAssetUrl } from '../assets/asset-url';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { ConsentVideo } from '../video/consent-video';
import { storyShareImage } from './share-images';
import type { Story, StoryImage } from './story-data';
import { StoryNavigation } from './story-navigation';
import { storyStructuredData } from './story-structured-data';
import { storySections, storyTitle, storyVariables } from './story-texts';
import styles from './story-page.module.css';

/** One long-form story; its root gives the host's server the page's description and share image. */
export function StoryPage({ story, config }: { story: Story; config: RuntimeConfig }) {
  const { t, i18n } = useTeamTranslation();
  const variables = storyVariables(story);
  const title = storyTitle(t, story);
  const description = t(`${story.id}.description`, variables);
  const sections = storySections(t, story.id, variables);
  const head = usePageHead({ title, description, image: storiesAssetUrl(storyShareImage(story.id), config) });
  const structuredData = storyStructuredData(story, { headline: title, description, language: i18n.language }, config);

  const image = (picture: StoryImage, className: string, eager = false) => (
    <img
      className={className}
      src={storiesAssetUrl(picture.file, config)}
      width={picture.width}
      height={picture.height}
      alt={t(`${story.id}.${picture.key === 'hero' ? 'hero' : `figures.${picture.key}`}.alt`)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );

  return (
    <article className={styles.story} data-story={story.id} {...head}>
      <header className={styles.header}>
        <p className={styles.kicker}>{t(`kicker.${story.kind}`)}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t(`${story.id}.lead`, variables)}</p>
      </header>
      <div className={styles.hero}>{image(story.hero, styles.heroImage ?? '', true)}</div>
      <div className={styles.body}>
        {sections.map((section, index) => (
          <Fragment key={section.heading}>
            <section className={styles.section} aria-labelledby={`${story.kind}-section-${index}`}>
              <h2 className={styles.sectionHeading} id={`${story.kind}-section-${index}`}>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
            </section>
            {story.video?.afterSection === index && (
              <ConsentVideo video={story.video} posterAltKey={`${story.id}.posterAlt`} config={config} />
            )}
            {story.figures
              .filter((figure) => figure.afterSection === index)
              .map((figure) => (
                <figure key={figure.key} className={styles.figure}>
                  {image(figure, styles.figureImage ?? '')}
                  <figcaption className={styles.caption}>{t(`${story.id}.figures.${figure.key}.caption`)}</figcaption>
                </figure>
              ))}
          </Fragment>
        ))}
        {story.onwardPath && (
          <p className={styles.onward}>
            <Link to={story.onwardPath} className={styles.onwardLink}>
              {t(`${story.id}.onward`)}
            </Link>
          </p>
        )}
      </div>
      <StoryNavigation story={story} />
      <JsonLd data={structuredData} />
    </article>
  );
}
