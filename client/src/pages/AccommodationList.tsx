import { Link } from 'react-router';
import { PageHead } from '../ssr/PageHead';
import { POPULAR_REGIONS } from '../features/search/popular-regions';
import { searchPathFor } from '../features/search/search-path';

/** /accommodations (spec §2): the six regions, each with a button to search it (today to tomorrow). */
export function AccommodationList() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHead
        title="지역별 숙소"
        path="/accommodations"
        description="서울, 부산, 제주 등 지역별 숙소를 오늘 체크인, 내일 체크아웃으로 바로 찾아보세요."
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
    </div>
  );
}
