import { useMutation, useQuery } from '@apollo/client/react';
import { NOTICE_MESSAGES, NOTIFICATION_VIEWS, type NotificationView } from '@shim/common/notices';
import { formatPhone } from '@shim/common/validation';
import { useState } from 'react';
import { AdminNotificationsDocument, RetryNotificationDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { formatInstant } from '../../lib/korean-date';
import { ConsoleTable, ConsoleTabs, Notice, RowAction, SectionHeader, tableClass } from './admin-ui';
import { Pager } from '../../components/Pager';
import { useCursorPages } from '../../lib/cursor-pages';

const PAGE_SIZE = 50;
const LAST_COLUMN = { SENT: '발송 시각', RETRYING: '오류', FAILED: '오류', SUPPRESSED: '보내지 않은 이유' } as const;
const TABS: NotificationView[] = ['FAILED', 'RETRYING', 'SENT', 'SUPPRESSED'];
const COUNT_OF = { SENT: 'sent', RETRYING: 'retrying', FAILED: 'failed', SUPPRESSED: 'suppressed' } as const;

/**
 * 알림 발송 현황: booking SMS and mail, sent / retrying / failed with the error and a retry, and
 * those a daily cap kept from being sent, with the cap.
 */
export function AdminNotifications() {
  const [tab, setTab] = useState(0);
  const view = TABS[tab]!;
  const pages = useCursorPages();
  const { data, loading, error, refetch } = useQuery(AdminNotificationsDocument, {
    variables: { view, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const [retry, { loading: retrying }] = useMutation(RetryNotificationDocument);
  const [notice, setNotice] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const rows = data?.adminNotifications.edges.map((edge) => edge.node) ?? [];
  const counts = data?.adminNotificationCounts;

  async function retryOne(id: number) {
    const outcome = await runMutation(
      () => retry({ variables: { input: { id } } }),
      NOTICE_MESSAGES.notificationNotFailed,
    );
    if (!outcome.ok) return setNotice({ kind: 'error', text: outcome.message });
    setNotice({ kind: 'ok', text: NOTICE_MESSAGES.notificationRetried });
    void refetch();
  }

  return (
    <div>
      <SectionHeader title="알림 발송 현황" />
      <ConsoleTabs
        tabs={TABS.map((item) => ({
          key: item,
          label: `${NOTIFICATION_VIEWS[item]} ${counts ? counts[COUNT_OF[item]] : ''}`,
        }))}
        selectedIndex={tab}
        onChange={(index) => {
          setTab(index);
          pages.reset();
        }}
      />
      <Notice notice={notice} />
      <ConsoleTable
        columns={['알림', '받는 곳', '내용', '시도', LAST_COLUMN[view], '관리']}
        loading={loading && !data}
        error={!!error && !data}
        empty={!!data && rows.length === 0}
        emptyText="해당하는 알림이 없습니다."
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${tableClass.td} font-medium text-stone-900`}>
              {row.eventLabel}
              <div className="text-xs text-stone-500">
                {row.channel === 'SMS' ? '문자' : '메일'} · {row.orderId ?? '-'}
              </div>
            </td>
            {/* A phone as people read it (010-1234-5678); an e-mail address as it is. */}
            <td className={tableClass.td}>{formatPhone(row.recipient)}</td>
            <td className={`${tableClass.td} max-w-md truncate`} title={row.body ?? undefined}>
              {row.subject ?? row.body}
            </td>
            <td className={tableClass.td}>{row.attempts}</td>
            <td className={`${tableClass.td} text-stone-500`}>
              {view === 'SENT' ? (row.sentAt ? formatInstant(row.sentAt) : '-') : (row.lastError ?? '-')}
            </td>
            <td className={tableClass.td}>
              {row.view === 'FAILED' && (
                <RowAction
                  label={`${row.recipient} 다시 보내기`}
                  disabled={retrying}
                  onClick={() => void retryOne(row.id)}
                >
                  다시 보내기
                </RowAction>
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Pager
        page={pages.page}
        hasNext={!!data?.adminNotifications.pageInfo.hasNextPage}
        onPrevious={pages.previous}
        onNext={() => pages.next(data?.adminNotifications.pageInfo.endCursor ?? null)}
      />
    </div>
  );
}
