import { Tab, TabGroup, TabList } from '@headlessui/react';
import { useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { DESTINATION_TABS, DESTINATION_TAGS, destinationsFor } from './destinations';
import { placeName } from './popular-regions';

interface Props {
  typed: string;
  onSelect(name: string): void;
}

/** The destination list of spec §2: tabs, tag chips, each destination with its count and tags. */
export function SearchBarDestination({ typed, onSelect }: Props) {
  const [tabIndex, setTabIndex] = useState(0);
  const [tag, setTag] = useState<string | null>(null);
  const options = destinationsFor(DESTINATION_TABS[tabIndex] ?? DESTINATION_TABS[0], tag, typed);
  const t = useT();
  // Tabs, tags and names are Korean data (the search terms): the catalogue names each by its Korean.
  const tagText = (chip: string) => `#${t(`searchpanel.tag.${chip}`)}`;

  return (
    <div>
      <TabGroup selectedIndex={tabIndex} onChange={setTabIndex}>
        <TabList className="flex gap-1 border-b border-stone-200">
          {DESTINATION_TABS.map((tab) => (
            <Tab
              key={tab}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-500 outline-none data-[focus]:text-brand-700 data-[selected]:border-brand-600 data-[selected]:text-brand-700"
            >
              {t(`searchpanel.tab.${tab}`)}
            </Tab>
          ))}
        </TabList>
      </TabGroup>
      <div className="mt-3 flex flex-wrap gap-1.5" aria-label={t('searchpanel.destination.tags')}>
        {DESTINATION_TAGS.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={tag === chip}
            onClick={() => setTag(tag === chip ? null : chip)}
            className={`rounded-full border px-2.5 py-1 text-xs transition ${
              tag === chip
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-stone-300 text-stone-600 hover:border-brand-400'
            }`}
          >
            {tagText(chip)}
          </button>
        ))}
      </div>
      {options.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-500">{t('searchpanel.destination.none')}</p>
      ) : (
        <ul
          aria-label={t('searchpanel.destination.list')}
          onKeyDown={moveThroughList}
          className="mt-3 divide-y divide-stone-100"
        >
          {options.map((option) => (
            <li key={option.name}>
              <button
                type="button"
                onClick={() => onSelect(option.name)}
                className="flex w-full items-center justify-between gap-3 rounded-lg px-2 py-2.5 text-left hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none"
              >
                <span>
                  <span className="font-semibold">{placeName(t, option.name)}</span>
                  <span className="ml-2 text-xs text-stone-500">{option.tags.map(tagText).join(' ')}</span>
                </span>
                <span className="text-xs text-stone-500">
                  {t('searchpanel.destination.count', { count: option.count })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Up and down arrows move through the destinations; up from the first goes back to the input. */
function moveThroughList(event: KeyboardEvent<HTMLUListElement>) {
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
  const at = items.indexOf(event.target as HTMLElement);
  if (step === 0 || at < 0) return;
  event.preventDefault();
  (items[at + step] ?? (step < 0 ? document.getElementById('search-region') : null))?.focus();
}
