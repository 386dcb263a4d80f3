import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { LandmarkDetailQuery } from '../../gql/graphql';
import { useT } from '../../i18n/I18nProvider';
import { DetailText } from './DetailText';

type Landmark = LandmarkDetailQuery['landmark'];

const TABS = ['places.tabs.basic', 'places.tabs.guide', 'places.tabs.detail'] as const;

/** Spec §2: the detail tab first when there is detail text, else the basic info. */
export const defaultTabIndex = (detail: string): number => (detail.trim() ? 2 : 0);

/** Extra `basic:` / `guide:` columns of the sheet as rows of their tab, without the prefix. */
const extrasOf = (landmark: Landmark, prefix: 'basic' | 'guide') =>
  landmark.extras
    .filter((extra) => extra.label.toLowerCase().startsWith(`${prefix}:`))
    .map((extra) => ({ label: extra.label.slice(prefix.length + 1).trim(), value: extra.value }));

/** The three tabs of the landmark page: basic info, usage guide, detail (spec §2). */
export function LandmarkTabs({ landmark, address }: { landmark: Landmark; address: string }) {
  const t = useT();
  const homepage = /^https?:\/\//i.test(landmark.basicHomepage ?? '') ? landmark.basicHomepage : null;
  return (
    <TabGroup defaultIndex={defaultTabIndex(landmark.detail)}>
      <TabList aria-label={t('places.tabs.label')} className="flex gap-1 border-b border-stone-200">
        {TABS.map((key) => (
          <Tab
            key={key}
            className="-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-stone-500 outline-none hover:text-stone-800 data-[selected]:border-brand-600 data-[selected]:text-brand-800 data-[focus]:ring-2 data-[focus]:ring-brand-300"
          >
            {t(key)}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-5">
        <TabPanel className="space-y-4">
          {(landmark.overview || landmark.description) && (
            <p className="leading-relaxed text-stone-700">{landmark.description || landmark.overview}</p>
          )}
          <InfoRows
            rows={[
              { label: t('places.info.address'), value: address },
              {
                label: t('places.info.homepage'),
                value: homepage ? (
                  <a
                    href={homepage}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 hover:underline"
                  >
                    {homepage}
                  </a>
                ) : null,
              },
              ...extrasOf(landmark, 'basic'),
            ]}
          />
        </TabPanel>
        <TabPanel>
          <InfoRows
            rows={[
              { label: t('places.info.phone'), value: landmark.guidePhone },
              { label: t('places.info.closed'), value: landmark.guideClosed },
              { label: t('places.info.hours'), value: landmark.guideHours },
              ...extrasOf(landmark, 'guide'),
            ]}
          />
        </TabPanel>
        <TabPanel>
          {landmark.detail.trim() ? (
            <DetailText html={landmark.detail} />
          ) : (
            <p className="text-stone-500">{t('places.tabs.noDetail')}</p>
          )}
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}

function InfoRows({ rows }: { rows: Array<{ label: string; value: React.ReactNode }> }) {
  const t = useT();
  return (
    <dl className="divide-y divide-stone-100 rounded-2xl bg-white ring-1 ring-stone-200">
      {rows.map((row) => (
        <div key={row.label} className="grid grid-cols-[7rem_1fr] gap-3 px-4 py-3 text-sm">
          <dt className="font-medium text-stone-500">{row.label}</dt>
          <dd className="text-stone-800">{row.value || t('places.info.none')}</dd>
        </div>
      ))}
    </dl>
  );
}
