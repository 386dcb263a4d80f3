import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHead } from '../ssr/PageHead';
import { LandmarkFacetsDocument, LandmarkListDocument, type LandmarkSort } from '../gql/graphql';
import { LandmarkCard } from '../features/landmarks/LandmarkCard';
import { useRegionName } from '../components/LodgingName';
import { useT } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';

const PAGE_SIZE = 24;
const SORTS: Array<{ sort: LandmarkSort; key: string }> = [
  { sort: 'POPULARITY', key: 'places.landmarks.sort.popularity' },
  { sort: 'NAME', key: 'places.landmarks.sort.name' },
];

/**
 * /landmarks (spec §2): the landmarks of the spreadsheet with region and category filters, by popularity
 * (reviews of the lodgings around each) or by name. The choices live in the URL, so a link keeps them.
 */
export function LandmarkList() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const regionName = useRegionName();
  const region = params.get('region') ?? '';
  const category = params.get('category') ?? '';
  const sort: LandmarkSort = params.get('sort') === 'NAME' ? 'NAME' : 'POPULARITY';
  const facets = useQuery(LandmarkFacetsDocument).data?.landmarkFacets;

  const choose = (key: 'region' | 'category' | 'sort', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHead title={t('places.landmarks.title')} path="/landmarks" description={t('places.landmarks.description')} />
      <h1 className="text-3xl font-bold text-stone-900">{t('places.landmarks.title')}</h1>
      <p className="mt-2 text-stone-600">
        {t('places.landmarks.intro')}{' '}
        <Link to="/heritage" className="font-semibold text-brand-700 hover:underline">
          {t('places.landmarks.toHeritage')}
        </Link>
      </p>

      <div className="mt-6 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          {t('places.landmarks.region')}
          <select value={region} onChange={(event) => choose('region', event.target.value)} className={select}>
            <option value="">{t('places.landmarks.all')}</option>
            {facets?.regions.map((facet) => (
              <option key={facet.value} value={facet.value}>
                {`${regionName(facet.value)} (${facet.count})`}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          {t('places.landmarks.category')}
          <select value={category} onChange={(event) => choose('category', event.target.value)} className={select}>
            <option value="">{t('places.landmarks.all')}</option>
            {facets?.categories.map((facet) => (
              <option key={facet.value} value={facet.value}>{`${facet.value} (${facet.count})`}</option>
            ))}
          </select>
        </label>
        <div
          role="group"
          aria-label={t('places.landmarks.sortLabel')}
          className="ml-auto flex gap-1 rounded-full bg-stone-100 p-1"
        >
          {SORTS.map((option) => (
            <button
              key={option.sort}
              type="button"
              aria-pressed={sort === option.sort}
              onClick={() => choose('sort', option.sort === 'POPULARITY' ? '' : option.sort)}
              className="rounded-full px-4 py-1.5 text-sm font-semibold text-stone-600 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow"
            >
              {t(option.key)}
            </button>
          ))}
        </div>
      </div>

      <LandmarkResults key={`${region}|${category}|${sort}`} region={region} category={category} sort={sort} />
    </section>
  );
}

/** The pages shown so far; "더 보기" adds the next one after the last page's cursor. */
function LandmarkResults({ region, category, sort }: { region: string; category: string; sort: LandmarkSort }) {
  const [afters, setAfters] = useState<Array<string | null>>([null]);
  const t = useT();
  const filter = { region: region || null, category: category || null };
  return (
    <ul aria-label={t('places.landmarks.list')} className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {afters.map((after, i) => (
        <LandmarkPage
          key={after ?? 'first'}
          variables={{ first: PAGE_SIZE, after, filter, sort }}
          filtered={Boolean(region || category)}
          onMore={i === afters.length - 1 ? (cursor) => setAfters((list) => [...list, cursor]) : null}
        />
      ))}
    </ul>
  );
}

function LandmarkPage({
  variables,
  filtered,
  onMore,
}: {
  variables: {
    first: number;
    after: string | null;
    filter: { region: string | null; category: string | null };
    sort: LandmarkSort;
  };
  filtered: boolean;
  onMore: ((cursor: string) => void) | null;
}) {
  const t = useT();
  const spec = useSpecMessages();
  const { data, loading } = useQuery(LandmarkListDocument, { variables });
  const page = data?.landmarks;
  if (loading && !page) return <li className={wide}>{t('places.landmarks.loading')}</li>;
  // Spec §8: a failed load is quietly an empty list, whose page says what to check.
  if (!page || page.totalCount === 0)
    return variables.after ? null : (
      <li className={wide}>{filtered ? spec.landmarksNoMatch : spec.landmarksMissing}</li>
    );
  const { endCursor, hasNextPage } = page.pageInfo;
  return (
    <>
      {page.edges.map(({ node }) => (
        <LandmarkCard key={node.id} landmark={node} />
      ))}
      {onMore && hasNextPage && endCursor && (
        <li className="col-span-full text-center">
          <button
            type="button"
            onClick={() => onMore(endCursor)}
            className="rounded-full border border-stone-300 px-6 py-2.5 font-semibold text-stone-700 hover:bg-stone-100"
          >
            {t('places.landmarks.more')}
          </button>
        </li>
      )}
    </>
  );
}

const select = 'min-w-36 rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm';
const wide = 'col-span-full py-16 text-center text-stone-500';
