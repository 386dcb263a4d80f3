import { LegalDocument, type LegalSection } from '../components/LegalDocument';

/** Sections by their `legal.privacy.*` keys; the Korean catalogue holds the binding text. */
const SECTIONS: LegalSection[] = [
  { heading: 'legal.privacy.s1.heading', paragraphs: ['legal.privacy.s1.p1'] },
  { heading: 'legal.privacy.s2.heading', paragraphs: ['legal.privacy.s2.p1'] },
  { heading: 'legal.privacy.s3.heading', paragraphs: ['legal.privacy.s3.p1'] },
  { heading: 'legal.privacy.s4.heading', paragraphs: ['legal.privacy.s4.p1'] },
  { heading: 'legal.privacy.s5.heading', paragraphs: ['legal.privacy.s5.p1'] },
];

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="legal.privacy.title"
      revised="legal.privacy.revised"
      sections={SECTIONS}
      koreanPath="/privacy"
    />
  );
}
