import { useMutation, useQuery } from '@apollo/client/react';
import { LANDMARK_TRANSLATION_LIMITS } from '@shim/common/content-translations';
import { useState } from 'react';
import {
  AdminLandmarkDocument,
  AdminLandmarksDocument,
  SetLandmarkTranslationsDocument,
  type AdminLandmarkFieldsFragment,
} from '../../gql/graphql';
import { SectionHeader } from './admin-ui';
import { PageButtons } from './PageButtons';
import { TranslationEditForm } from './TranslationEditForm';

/**
 * 명소 번역: the administrator picks a landmark and writes its name, description and overview in English,
 * Japanese and Chinese (optional; guests read the Korean where a language is blank). The Korean text comes from
 * the landmark sheet and is shown, not edited, here.
 */
export function AdminLandmarkTranslations() {
  // Cursors of the pages before the one shown (100 names a page, by name).
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const after = cursors.at(-1) ?? null;
  const { data, loading, error } = useQuery(AdminLandmarksDocument, {
    variables: { after },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.landmarks;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const detail = useQuery(AdminLandmarkDocument, {
    variables: { id: String(selectedId) },
    skip: selectedId === null,
    fetchPolicy: 'network-only',
  });
  const selected = detail.data?.landmark.id === selectedId ? detail.data.landmark : null;
  return (
    <div className="space-y-4">
      <SectionHeader title="명소 번역" />
      {loading && !data && <p className="text-sm text-stone-500">불러오는 중…</p>}
      {(error || detail.error) && (
        <p role="alert" className="text-sm text-red-700">
          명소를 불러오지 못했습니다.
        </p>
      )}
      {page && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex max-w-md flex-1 flex-col gap-1.5 text-sm font-medium text-stone-700">
            {`명소 선택 (${page.totalCount.toLocaleString('ko-KR')}곳)`}
            <select
              aria-label="명소 선택"
              className="rounded-lg border border-stone-300 px-3 py-2 text-sm font-normal"
              value={selectedId ?? ''}
              onChange={(event) => setSelectedId(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">명소를 고르세요</option>
              {page.edges.map(({ node }) => (
                <option key={node.id} value={node.id}>{`${node.name} · ${node.location}`}</option>
              ))}
            </select>
          </label>
          <PageButtons cursors={cursors} onChange={setCursors} pageInfo={page.pageInfo} unit="100곳" />
        </div>
      )}
      {selected && <LandmarkTranslationForm key={selected.id} landmark={selected} />}
    </div>
  );
}

function LandmarkTranslationForm({ landmark }: { landmark: AdminLandmarkFieldsFragment }) {
  const [save] = useMutation(SetLandmarkTranslationsDocument);
  return (
    <TranslationEditForm
      translations={landmark.translations}
      limits={LANDMARK_TRANSLATION_LIMITS}
      label="명소"
      ariaLabel={`${landmark.name} 번역`}
      save={(translations) => save({ variables: { input: { id: landmark.id, translations } } })}
      korean={
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-medium text-stone-700">이름</dt>
            <dd className="text-stone-900">{landmark.name}</dd>
          </div>
          <div>
            <dt className="font-medium text-stone-700">소개</dt>
            <dd className="whitespace-pre-line text-stone-900">{landmark.description || '없음'}</dd>
          </div>
          <div>
            <dt className="font-medium text-stone-700">개요</dt>
            <dd className="whitespace-pre-line text-stone-900">{landmark.overview || '없음'}</dd>
          </div>
          <p className="text-xs text-stone-500">한국어는 명소 시트에서 가져온 원문입니다 (여기서 바꾸지 않음).</p>
        </dl>
      }
    />
  );
}
