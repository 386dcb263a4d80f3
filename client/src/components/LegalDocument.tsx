import { useLocation } from 'react-router';
import { PageHead } from '../ssr/PageHead';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** A static legal text: title, revision date and numbered articles. */
export function LegalDocument(props: { title: string; revised: string; sections: readonly LegalSection[] }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <PageHead
        title={props.title}
        path={useLocation().pathname}
        description={`쉼, 한국 ${props.title}`}
        type="article"
      />
      <h1 className="text-3xl font-bold text-stone-900">{props.title}</h1>
      <p className="mt-2 text-sm text-stone-500">{props.revised}</p>
      <div className="mt-10 space-y-8">
        {props.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-lg font-semibold text-stone-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed text-stone-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
