import { useLocation } from 'react-router';
import { PageHead } from '../ssr/PageHead';
import { useLocale, useT } from '../i18n/I18nProvider';

/** An article of a legal text: message keys (`legal` catalogue) of its heading and paragraphs. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/**
 * A static legal text: title, revision date and numbered articles, all message keys. A translation says the
 * Korean text is the one that binds, and links to it: a plain link, so it leaves the visitor's language.
 */
export function LegalDocument(props: {
  title: string;
  revised: string;
  sections: readonly LegalSection[];
  koreanPath: string;
}) {
  const t = useT();
  const locale = useLocale();
  const title = t(props.title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <PageHead
        title={title}
        path={useLocation().pathname}
        description={t('legal.description', { title })}
        type="article"
      />
      {locale !== 'ko' && <TranslationNote koreanPath={props.koreanPath} className="mb-8" />}
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-2 text-sm text-stone-500">{t(props.revised)}</p>
      <div className="mt-10 space-y-8">
        {props.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-lg font-semibold text-stone-900">{t(section.heading)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed text-stone-700">
                {t(paragraph)}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}

/** "A translation for convenience; the Korean text is authoritative", with a link to the Korean page. */
export function TranslationNote({ koreanPath, className = '' }: { koreanPath: string; className?: string }) {
  const t = useT();
  return (
    <p
      role="note"
      className={`rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 ${className}`}
    >
      {t('legal.translationNote')}{' '}
      {/* Deliberately no Link: the Korean page lives outside this language's router basename. */}
      <a href={koreanPath} hrefLang="ko" lang="ko" className="font-semibold underline underline-offset-2">
        {t('legal.koreanOriginal')}
      </a>
    </p>
  );
}
