import type { CompanyFact } from '../content/company-facts';
import { useTeamTranslation } from '../i18n/use-team-translation';
import styles from './legal-document.module.css';

/** Wraps a fact's name in a legal text whose value is not supplied yet; TextWithMarkers shows it as a marker. */
const MARK = '\uE000';

/** What a sentence interpolates in place of a fact that is not supplied (development builds only). */
export const missingFactToken = (fact: CompanyFact) => `${MARK}${fact}${MARK}`;

/** A visible "to be supplied: <fact>", never a sentence that points at nothing. */
export function ToBeSupplied({ fact }: { fact: CompanyFact }) {
  const { t } = useTeamTranslation();
  return (
    <mark className={styles.toBeSupplied} data-to-be-supplied={fact}>
      {t('company.toBeSupplied', { fact: t(`company.facts.${fact}`) })}
    </mark>
  );
}

/** A text of the locale files, with the marker where a fact it names is not supplied yet. */
export function TextWithMarkers({ text }: { text: string }) {
  if (!text.includes(MARK)) return text;
  return text
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? <ToBeSupplied key={index} fact={part as CompanyFact} /> : part));
}
