import { LegalDocument, type LegalSection } from '../components/LegalDocument';

/** Articles by their `legal.terms.*` keys; the Korean catalogue holds the binding text. */
const SECTIONS: LegalSection[] = [
  { heading: 'legal.terms.a1.heading', paragraphs: ['legal.terms.a1.p1'] },
  { heading: 'legal.terms.a2.heading', paragraphs: ['legal.terms.a2.p1', 'legal.terms.a2.p2'] },
  { heading: 'legal.terms.a3.heading', paragraphs: ['legal.terms.a3.p1', 'legal.terms.a3.p2'] },
  { heading: 'legal.terms.a4.heading', paragraphs: ['legal.terms.a4.p1'] },
  { heading: 'legal.terms.a5.heading', paragraphs: ['legal.terms.a5.p1'] },
  { heading: 'legal.terms.addendum.heading', paragraphs: ['legal.terms.addendum.p1'] },
];

export function TermsOfService() {
  return (
    <LegalDocument title="legal.terms.title" revised="legal.terms.revised" sections={SECTIONS} koreanPath="/terms" />
  );
}
