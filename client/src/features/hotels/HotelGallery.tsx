import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { preload } from 'react-dom';
import { useT } from '../../i18n/I18nProvider';

/**
 * The main photo large, the sub photos as thumbnails that take its place when chosen. The thumbnails are
 * tabs (Headless UI): Tab reaches the chosen one, the arrow keys move through them (wrapping), and the
 * large photo is the tab panel, announced with its position.
 */
export function HotelGallery({ name, images }: { name: string; images: ReadonlyArray<{ kind: string; url: string }> }) {
  const t = useT();
  const ordered = [...images].sort((a, b) => Number(b.kind === 'MAIN') - Number(a.kind === 'MAIN'));
  const [shown, setShown] = useState(0);
  const count = ordered.length;
  // The main photo is the page's largest paint on a phone: asked for from the server's HTML head, first.
  if (ordered[0]) preload(ordered[0].url, { as: 'image', fetchPriority: 'high' });
  if (count === 0) return <div className="aspect-[16/9] rounded-3xl bg-stone-200" />;

  return (
    <TabGroup
      as="section"
      aria-label={t('lodging.gallery.label')}
      selectedIndex={Math.min(shown, count - 1)}
      onChange={setShown}
      className="grid gap-2 md:grid-cols-[3fr_1fr]"
    >
      <TabPanels className="relative">
        {ordered.map((image, i) => (
          <TabPanel
            key={image.url}
            className="rounded-3xl focus:outline-none data-[focus]:ring-2 data-[focus]:ring-brand-600"
          >
            <img
              src={image.url}
              alt={t('lodging.gallery.photo', { name, index: i + 1, count })}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              className="aspect-[16/10] w-full rounded-3xl object-cover"
            />
          </TabPanel>
        ))}
        {count > 1 && (
          <p
            aria-live="polite"
            className="absolute bottom-3 right-3 rounded-full bg-black/60 px-3 py-1 text-xs text-white"
          >
            {`${Math.min(shown, count - 1) + 1} / ${count}`}
          </p>
        )}
      </TabPanels>
      <TabList aria-label={t('lodging.gallery.list')} className="grid grid-cols-4 gap-2 md:grid-cols-1 md:grid-rows-4">
        {ordered.map((image, i) => (
          <Tab
            key={image.url}
            aria-label={t('lodging.gallery.show', { index: i + 1 })}
            className="block size-full overflow-hidden rounded-xl ring-2 ring-transparent transition hover:opacity-80 focus:outline-none data-[focus]:outline-2 data-[focus]:outline-offset-2 data-[focus]:outline-stone-900 data-[selected]:ring-brand-600 data-[selected]:hover:opacity-100"
          >
            <img src={image.url} alt="" loading="lazy" className="aspect-[4/3] size-full object-cover" />
          </Tab>
        ))}
      </TabList>
    </TabGroup>
  );
}
