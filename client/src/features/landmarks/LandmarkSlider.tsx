import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { LodgingName } from '../../components/LodgingName';
import { LandmarkSliderDocument } from '../../gql/graphql';
import { useT } from '../../i18n/I18nProvider';

/** The main page's landmark slider: cards to /landmark/{id}, arrows scroll the row, a link to /landmarks. */
export function LandmarkSlider() {
  const { data } = useQuery(LandmarkSliderDocument, { variables: { first: 12 } });
  const t = useT();
  const row = useRef<HTMLUListElement>(null);
  const landmarks = data?.landmarks.edges.map((edge) => edge.node) ?? [];
  const scroll = (direction: number) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });

  if (landmarks.length === 0) return null;
  return (
    <section aria-labelledby="landmark-slider" className="mx-auto max-w-6xl px-4 pb-16">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="landmark-slider" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            {t('main.landmarks.title')}
          </h2>
          <p className="mt-2 text-stone-600">{t('main.landmarks.lead')}</p>
        </div>
        <div className="flex items-center gap-2">
          <Link to="/landmarks" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('main.landmarks.all')}
          </Link>
          <button type="button" aria-label={t('main.landmarks.previous')} onClick={() => scroll(-1)} className={arrow}>
            ‹
          </button>
          <button type="button" aria-label={t('main.landmarks.next')} onClick={() => scroll(1)} className={arrow}>
            ›
          </button>
        </div>
      </div>
      <ul ref={row} className="mt-6 flex snap-x gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {landmarks.map((landmark) => (
          <li key={landmark.id} className="w-56 shrink-0 snap-start sm:w-64">
            <Link
              to={`/landmark/${landmark.id}`}
              className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-lg"
            >
              <div className="aspect-[4/3] bg-stone-200">
                {landmark.images[0] && (
                  <img src={landmark.images[0]} alt="" loading="lazy" className="size-full object-cover" />
                )}
              </div>
              <div className="p-4">
                <p className="text-xs font-medium text-brand-700">{landmark.category}</p>
                <p className="mt-1 font-semibold text-stone-900">
                  <LodgingName name={landmark.name} romanizedName={landmark.romanizedName} />
                </p>
                <p className="mt-0.5 truncate text-sm text-stone-500">{landmark.location}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const arrow = 'grid size-9 place-items-center rounded-full border border-stone-300 text-lg hover:bg-stone-100';
