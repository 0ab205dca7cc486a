import type { ReactNode } from 'react';
import type { LegalSlug } from '@storefront/shared';
import { useTeamTranslation } from '../i18n/use-team-translation';
import styles from './legal-document.module.css';
import { useLegalTextValues } from './legal-text-values';
import { TextWithMarkers } from './to-be-supplied';

interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

function isLegalSection(value: unknown): value is LegalSection {
  if (typeof value !== 'object' || value === null) return false;
  const section = value as Record<string, unknown>;
  return typeof section.id === 'string' && typeof section.heading === 'string' && Array.isArray(section.paragraphs);
}

interface LegalDocumentProps {
  slug: LegalSlug;
  /** Content that follows a section's paragraphs (lists, addresses, buttons), keyed by the section's id. */
  extras?: Partial<Record<string, ReactNode>>;
  /** Content shown before the introduction (the enquiry on the Contact tab). */
  lead?: ReactNode;
}

/** One legal document: its introduction and numbered sections, written in the locale files. */
export function LegalDocument({ slug, extras = {}, lead }: LegalDocumentProps) {
  const { t } = useTeamTranslation();
  const values = useLegalTextValues();
  const rawSections: unknown = t(`documents.${slug}.sections`, { returnObjects: true, ...values });
  const sections = Array.isArray(rawSections) ? rawSections.filter(isLegalSection) : [];

  return (
    <div className={styles.document}>
      {lead}
      <p className={styles.intro}>
        <TextWithMarkers text={t(`documents.${slug}.intro`, values)} />
      </p>
      {sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`legal-${slug}-${section.id}`}>
          <h2 id={`legal-${slug}-${section.id}`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>
              <TextWithMarkers text={paragraph} />
            </p>
          ))}
          {extras[section.id]}
        </section>
      ))}
    </div>
  );
}
