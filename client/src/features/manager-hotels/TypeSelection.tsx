import { Link } from 'react-router';
import { CONSOLE_TYPES, RESORT_TYPE } from './hotel-form';
import { useMyHotels } from './use-my-hotels';

/** Step one: which kind of lodging to manage, each with how many the manager has registered. */
export function TypeSelection() {
  const { hotels, loading, error } = useMyHotels();
  const types = hotels.some((hotel) => hotel.type === RESORT_TYPE.type)
    ? [...CONSOLE_TYPES, RESORT_TYPE]
    : CONSOLE_TYPES;
  return (
    <section>
      <h2 className="text-xl font-bold text-stone-900">숙소·객실 관리</h2>
      <p className="mt-1 text-sm text-stone-600">관리할 숙소 유형을 선택하세요.</p>
      {error && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {error}
        </p>
      )}
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {types.map((entry) => {
          const count = hotels.filter((hotel) => hotel.type === entry.type).length;
          return (
            <li key={entry.slug}>
              <Link
                to={`type/${entry.slug}`}
                className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-brand-600"
              >
                <span className="text-lg font-semibold text-stone-900">{entry.label}</span>
                <span className="mt-1 text-sm text-stone-600" aria-label={`${entry.label} 등록 ${count}개`}>
                  {loading ? '불러오는 중…' : `등록된 숙소 ${count}개`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
