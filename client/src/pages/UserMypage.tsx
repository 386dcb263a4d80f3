import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { CouponsTab } from '../features/mypage/CouponsTab';
import { InquiriesTab } from '../features/mypage/InquiriesTab';
import { MYPAGE_TABS, tabIndexOf } from '../features/mypage/mypage-tabs';
import { ProfileTab } from '../features/mypage/ProfileTab';
import { ApproxAmount } from '../features/exchange-rates/ApproxAmount';
import { ReservationsTab } from '../features/mypage/ReservationsTab';
import { ReviewsTab } from '../features/mypage/ReviewsTab';
import { useT } from '../i18n/I18nProvider';

const tabClass = ({ selected }: { selected: boolean }) =>
  `whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium outline-none transition ${
    selected ? 'bg-brand-700 text-white' : 'text-stone-600 hover:bg-stone-100'
  }`;

/** A total's rough amount in the visitor's currency, beside the won the booking was charged in. */
const approxOf = (won: number) => <ApproxAmount won={won} />;

/** My page (spec §2): the tabs follow `?tab=`, so a tab can be linked to and survives a reload. */
export function UserMypage() {
  const [params, setParams] = useSearchParams();
  const selected = tabIndexOf(params.get('tab'));
  const t = useT();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle title={t('account.mypage.title')} />
      <h1 className="text-2xl font-bold">{t('account.mypage.title')}</h1>
      <TabGroup
        selectedIndex={selected}
        onChange={(index) => setParams({ tab: MYPAGE_TABS[index]?.key ?? 'reservations' }, { replace: true })}
        className="mt-6"
      >
        <TabList className="-mx-1 flex gap-1 overflow-x-auto border-b border-stone-200 pb-3">
          {MYPAGE_TABS.map((tab) => (
            <Tab key={tab.key} className={tabClass}>
              {t(tab.label)}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-6">
          <TabPanel>
            <ReservationsTab approx={approxOf} />
          </TabPanel>
          <TabPanel>
            <ReviewsTab />
          </TabPanel>
          <TabPanel>
            <InquiriesTab />
          </TabPanel>
          <TabPanel>
            <CouponsTab />
          </TabPanel>
          <TabPanel>
            <ProfileTab />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </section>
  );
}
