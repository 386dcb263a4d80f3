import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { ListState } from '../components/ListState';
import { PageHead } from '../ssr/PageHead';
import { LodgingAreasDocument } from '../gql/graphql';
import { areaSearchPath } from '../features/search/lodging-areas';
import { POPULAR_REGIONS } from '../features/search/popular-regions';
import { searchPathFor } from '../features/search/search-path';

/**
 * /accommodations (spec §2): the six popular regions, then every destination with lodgings, by 시·도, each
 * 시·도 and 시·군·구 linking to its search (today to tomorrow).
 */
export function AccommodationList() {
  const { data, loading, error } = useQuery(LodgingAreasDocument);
  const areas = data?.lodgingAreas ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHead
        title="지역별 숙소"
        path="/accommodations"
        description="서울, 부산, 제주 등 숙소가 있는 모든 지역을 시·도별로 모아, 오늘 체크인, 내일 체크아웃으로 바로 찾아보세요."
      />
      <h1 className="text-3xl font-extrabold text-stone-900">지역별 숙소</h1>
      <p className="mt-2 text-stone-600">가고 싶은 지역을 고르면 오늘 체크인, 내일 체크아웃 숙소를 바로 보여드려요.</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {POPULAR_REGIONS.map((region) => (
          <li
            key={region.name}
            className={`flex flex-col justify-between gap-6 rounded-3xl bg-gradient-to-br ${region.tone} p-6 text-white shadow-sm`}
          >
            <div>
              <p className="text-xs font-semibold uppercase tracking-widest text-white/80">{region.english}</p>
              <h2 className="mt-1 text-2xl font-bold">{region.name}</h2>
              <p className="mt-2 text-white/90">{region.blurb}</p>
            </div>
            <Link
              to={searchPathFor(region.name)}
              className="self-start rounded-full bg-white px-5 py-2 text-sm font-semibold text-stone-900 shadow hover:bg-white/90"
            >
              {`${region.name} 숙소 검색`}
            </Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="all-areas" className="mt-14">
        <h2 id="all-areas" className="text-2xl font-bold text-stone-900">
          모든 지역
        </h2>
        <p className="mt-1 text-sm text-stone-600">숙소가 있는 시·도와 시·군·구예요. 숫자는 숙소 수입니다.</p>
        <ListState
          loading={loading && !data}
          error={error ? '지역 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.' : null}
          empty={areas.length === 0}
          emptyText="아직 등록된 숙소가 없어요."
        >
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {areas.map((area) => (
              <section
                key={area.name}
                aria-label={area.name}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
              >
                <h3 className="flex items-baseline justify-between gap-3">
                  <Link
                    to={areaSearchPath({ label: area.name, placeId: area.placeId })}
                    className="text-lg font-bold text-stone-900 hover:text-brand-700"
                  >
                    {area.name}
                  </Link>
                  <span className="text-sm text-stone-500">{`${area.lodgingCount.toLocaleString('ko-KR')}곳`}</span>
                </h3>
                {area.districts.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {area.districts.map((district) => (
                      <li key={district.label}>
                        <Link
                          to={areaSearchPath(district)}
                          aria-label={`${district.label} 숙소 ${district.lodgingCount}곳`}
                          className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-3 py-1.5 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-800"
                        >
                          {district.name}
                          <span className="text-xs text-stone-500">{district.lodgingCount}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </ListState>
      </section>
    </div>
  );
}
