import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { afterNextPaint, BRAND_NAME, legalPath, type RuntimeConfig } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import { MAX_EMAIL_LENGTH } from '../../server/signup-limits';
import { submitSignup, type SignupOutcome } from './submit-signup';
import styles from './newsletter-signup.module.css';

export interface NewsletterSignupProps {
  config: RuntimeConfig;
  /** form: the full form with the consent checkbox (footer); band: e-mail and button plus a privacy notice (home). */
  variant: 'form' | 'band';
  /** Bounded wait for the endpoint; tests shorten it. */
  requestTimeoutMs?: number;
}

/** Shows `message` instead of the browser's own wording (in the browser's language) while `field` fails its constraints. */
function setValidityMessage(field: HTMLInputElement | null, message: string) {
  if (!field) return;
  field.setCustomValidity('');
  field.setCustomValidity(field.validity.valid ? '' : message);
}

/** idle -> submitting -> success | error (-> submitting again). A second submit while one runs is ignored. */
export function NewsletterSignup({ config, variant, requestTimeoutMs }: NewsletterSignupProps) {
  const { t, i18n } = useTeamTranslation();
  // The collector keeps the signup's page as part of the proof of consent.
  const { pathname } = useLocation();
  const [state, setState] = useState<SignupOutcome | { status: 'idle' | 'submitting' }>({ status: 'idle' });
  const inFlight = useRef(false);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const successMessage = useRef<HTMLDivElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);

  // On a pre-rendered page the visitor may type before this form is hydrated: keep what the fields hold.
  useEffect(() => {
    if (emailInput.current?.value) setEmail(emailInput.current.value);
    if (consentBox.current?.checked) setConsent(true);
  }, []);
  // Not useId: each pre-rendered fragment is its own React root, so useId would give the band on the home page
  // and the footer's form the same ids. A page holds at most one form of each variant.
  const id = `newsletter-${variant}`;
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;

  const submitting = state.status === 'submitting';
  const empty = email.trim() === '';
  const failed = state.status === 'error';

  useEffect(() => {
    // The form the visitor was in is gone: put focus on the message that replaced it.
    if (state.status === 'success') successMessage.current?.focus();
    // Submitting disabled the field and the button, which dropped focus: give it back where the visitor retries.
    if (state.status === 'error') emailInput.current?.focus();
  }, [state.status]);

  useEffect(() => {
    setValidityMessage(emailInput.current, t('newsletter.validation.email'));
    setValidityMessage(consentBox.current, t('newsletter.validation.consent'));
  }, [email, consent, t]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || empty) return;
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    inFlight.current = true;
    setState({ status: 'submitting' });
    // Starting a request costs a frame on a phone: it follows the frame that says the signup is on its way.
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    const outcome = await submitSignup({
      newsletter: config.newsletter,
      email,
      // The band has no checkbox: subscribing there, beside its notice, is the consent (product decision 11).
      consent: variant === 'band' ? true : consent,
      language: i18n.resolvedLanguage ?? i18n.language,
      page: pathname,
      timeoutMs: requestTimeoutMs,
    });
    inFlight.current = false;
    setState(outcome);
  };

  const privacyLink = <Link to={legalPath('privacy-policy')} />;

  return (
    <section
      className={variant === 'band' ? styles.band : styles.form}
      aria-labelledby={titleId}
      data-state={state.status}
    >
      <h2 id={titleId} className={styles.title}>
        {t('newsletter.title', { brand: BRAND_NAME })}
      </h2>
      {state.status === 'success' ? (
        <div ref={successMessage} tabIndex={-1} className={styles.success} role="status">
          <p className={styles.successTitle}>{t('newsletter.success')}</p>
          {/* The collector mails a link to confirm (double opt-in); a third party's answer cannot be read (no-cors). */}
          {config.newsletter.mode === 'cors' && <p className={styles.successMessage}>{t('newsletter.checkInbox')}</p>}
        </div>
      ) : (
        <>
          <p className={styles.description}>{t('newsletter.description')}</p>
          <form className={styles.fields} onSubmit={(event) => void onSubmit(event)}>
            <div className={styles.row}>
              <label htmlFor={`${id}-email`} className="visually-hidden">
                {t('newsletter.emailLabel')}
              </label>
              <input
                ref={emailInput}
                id={`${id}-email`}
                className={styles.input}
                type="email"
                name="email"
                autoComplete="email"
                required
                maxLength={MAX_EMAIL_LENGTH}
                placeholder={t('newsletter.placeholder')}
                value={email}
                disabled={submitting}
                aria-invalid={failed && state.reason === 'invalidEmail' ? true : undefined}
                aria-describedby={failed ? errorId : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              <button type="submit" className={styles.button} disabled={submitting || empty}>
                {submitting ? t('newsletter.subscribing') : t('newsletter.subscribe')}
              </button>
            </div>
            {variant === 'form' ? (
              <div className={styles.consent}>
                <input
                  ref={consentBox}
                  id={`${id}-consent`}
                  type="checkbox"
                  name="consent"
                  required
                  className={styles.checkbox}
                  checked={consent}
                  disabled={submitting}
                  onChange={(event) => setConsent(event.target.checked)}
                />
                <label htmlFor={`${id}-consent`}>
                  <Trans t={t} i18nKey="newsletter.consent" components={{ privacy: privacyLink }} />
                </label>
              </div>
            ) : (
              <p className={styles.notice}>
                <Trans t={t} i18nKey="newsletter.notice" components={{ privacy: privacyLink }} />
              </p>
            )}
          </form>
          {failed && (
            <p id={errorId} className={styles.error} role="alert">
              {state.reason === 'failed' ? t('newsletter.error') : t(`newsletter.rejected.${state.reason}`)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
