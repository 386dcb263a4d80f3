import { useT } from '../../i18n/I18nProvider';

const SHOWN = 6;

/** Amenities: the first six, then an ellipsis for the rest (spec §2). */
export function HotelServices({ services }: { services: readonly string[] }) {
  const t = useT();
  if (services.length === 0) return null;
  const rest = services.slice(SHOWN);
  return (
    <ul aria-label={t('lodging.services.label')} className="flex flex-wrap gap-2">
      {services.slice(0, SHOWN).map((service) => (
        <li key={service} className="rounded-full bg-stone-100 px-3 py-1.5 text-sm text-stone-700">
          {service}
        </li>
      ))}
      {rest.length > 0 && (
        <li
          title={rest.join(', ')}
          aria-label={t('lodging.services.more', { count: rest.length })}
          className="rounded-full bg-stone-100 px-3 py-1.5 text-sm text-stone-500"
        >
          …
        </li>
      )}
    </ul>
  );
}
