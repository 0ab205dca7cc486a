import { Link } from 'react-router-dom';
import { usePageHead } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import message from '@storefront/shared/src/styles/message-screen.module.css';

/** Any other path under /newsletter: says so, links home, and is not indexed. */
export function NewsletterNotFound() {
  const { t } = useTeamTranslation();
  const title = t('newsletterPages.notFound.title');
  const head = usePageHead({ title, noindex: true });
  return (
    <section className={message.screen} data-screen="newsletter-not-found" {...head}>
      <h1 className={message.title}>{title}</h1>
      <p className={message.body}>{t('newsletterPages.notFound.body')}</p>
      <Link className={message.home} to="/">
        {t('newsletterPages.home')}
      </Link>
    </section>
  );
}
