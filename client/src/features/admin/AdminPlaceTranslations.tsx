import { useMutation, useQuery } from '@apollo/client/react';
import { PLACE_TRANSLATION_LIMITS } from '@shim/common/content-translations';
import { useState, type FormEvent } from 'react';
import {
  AdminPlacesDocument,
  SetPlaceTranslationsDocument,
  type AdminPlaceFieldsFragment,
  type PlaceKind,
} from '../../gql/graphql';
import { buttonClass, SectionHeader } from './admin-ui';
import { PageButtons } from './PageButtons';
import { TranslationEditForm } from './TranslationEditForm';

/** The kinds `places` holds (landmarks have their own screen; lodgings their manager's). */
const KIND_LABEL: Partial<Record<PlaceKind, string>> = {
  SIDO: '시·도',
  SIGUNGU: '시·군·구',
  EMD: '읍·면·동',
  STATION: '역',
};
const field = 'rounded-lg border border-stone-300 px-3 py-2 text-sm font-normal';

/**
 * 지역 번역: the administrator finds an area or station by its Korean name and writes its name in English,
 * Japanese and Chinese (optional; guests read the Korean and its romanisation where a language is blank). The
 * names also become search words of the destination box.
 */
export function AdminPlaceTranslations() {
  const [typed, setTyped] = useState({ text: '', kind: '' });
  const [search, setSearch] = useState(typed);
  // Cursors of the pages before the one shown (50 places a page, by kind then name).
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const after = cursors.at(-1) ?? null;
  const { data, loading, error } = useQuery(AdminPlacesDocument, {
    variables: { text: search.text || null, kind: (search.kind || null) as PlaceKind | null, after },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.adminPlaces;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = page?.edges.find(({ node }) => node.id === selectedId)?.node ?? null;

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(typed);
    setCursors([null]);
    setSelectedId(null);
  }

  return (
    <div className="space-y-4">
      <SectionHeader title="지역 번역" />
      <form role="search" onSubmit={submitSearch} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-700">
          이름 검색
          <input
            className={field}
            value={typed.text}
            placeholder="해운대, 강남역…"
            onChange={(event) => setTyped({ ...typed, text: event.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-700">
          종류
          <select
            className={field}
            value={typed.kind}
            onChange={(event) => setTyped({ ...typed, kind: event.target.value })}
          >
            <option value="">전체</option>
            {Object.entries(KIND_LABEL).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass.secondary}>
          검색
        </button>
      </form>
      {loading && !data && <p className="text-sm text-stone-500">불러오는 중…</p>}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          지역을 불러오지 못했습니다.
        </p>
      )}
      {page && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex max-w-md flex-1 flex-col gap-1.5 text-sm font-medium text-stone-700">
            {`지역 선택 (${page.totalCount.toLocaleString('ko-KR')}곳)`}
            <select
              aria-label="지역 선택"
              className={field}
              value={selected ? selected.id : ''}
              onChange={(event) => setSelectedId(event.target.value || null)}
            >
              <option value="">{page.totalCount ? '지역을 고르세요' : '맞는 지역이 없습니다'}</option>
              {page.edges.map(({ node }) => (
                <option key={node.id} value={node.id}>
                  {`${node.label} · ${KIND_LABEL[node.kind] ?? node.kind}${node.translations.length ? ' ✓' : ''}`}
                </option>
              ))}
            </select>
          </label>
          <PageButtons cursors={cursors} onChange={setCursors} pageInfo={page.pageInfo} unit="50곳" />
        </div>
      )}
      {selected && <PlaceTranslationForm key={selected.id} place={selected} />}
    </div>
  );
}

function PlaceTranslationForm({ place }: { place: AdminPlaceFieldsFragment }) {
  // The answer carries the saved names, which the cache writes into the list's place.
  const [save] = useMutation(SetPlaceTranslationsDocument);
  return (
    <TranslationEditForm
      translations={place.translations}
      limits={PLACE_TRANSLATION_LIMITS}
      label="지역"
      ariaLabel={`${place.label} 번역`}
      save={(translations) => save({ variables: { input: { id: place.id, translations } } })}
      korean={
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-medium text-stone-700">이름</dt>
            <dd className="text-stone-900">{place.name}</dd>
          </div>
          <div>
            <dt className="font-medium text-stone-700">전체 이름</dt>
            <dd className="text-stone-900">{place.label}</dd>
          </div>
          <div>
            <dt className="font-medium text-stone-700">종류</dt>
            <dd className="text-stone-900">{KIND_LABEL[place.kind] ?? place.kind}</dd>
          </div>
          <p className="text-xs text-stone-500">한국어 이름은 행정구역·역 자료의 원문입니다 (여기서 바꾸지 않음).</p>
        </dl>
      }
    />
  );
}
