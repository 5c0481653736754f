import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES } from '@hisaab/shared/messages';
import { displayMessage } from '../../../api/api-error.ts';
import { useCanWrite } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ariaKeyShortcuts, withShortcut, type ShortcutId } from '../../../ui/keymap.ts';
import { DatePicker, useRememberedDate } from '../../../ui/date-picker.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { LiveClock } from '../../../ui/live-clock.tsx';
import { DayTotalsCards } from '../../../ui/day-totals-cards.tsx';
import { TransactionsTable } from './transactions-table.tsx';
import { useTranslation } from '../../../i18n/react.ts';

const ACTION_LINK =
  'inline-flex items-center justify-center rounded-md border px-3 py-1.5 text-sm font-medium';
const PRIMARY = `${ACTION_LINK} border-accent bg-accent text-white hover:bg-accent-strong`;
const SECONDARY = `${ACTION_LINK} border-line bg-surface text-ink hover:bg-canvas`;
/** The key of a button, for its hint and for assistive technology (ui/keymap.ts). */
const keyOf = (label: string, id: ShortcutId) => ({
  title: withShortcut(label, id),
  'aria-keyshortcuts': ariaKeyShortcuts(id),
});

/** Spec section 2 Dashboard: the chosen day's cash, totals and transactions. */
export function DashboardPage() {
  const [date, setDate] = useRememberedDate('dashboardSelectedDate');
  const dashboard = useDashboard(date);
  const first = dashboard.data?.pages[0];
  const rows = useMemo(
    () => dashboard.data?.pages.flatMap((p) => p.transactions) ?? [],
    [dashboard.data],
  );
  const { fetchNextPage } = dashboard;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // An Auditor reads the books: no new bills or payments.
  const canWrite = useCanWrite();
  const { t } = useTranslation();
  const keys = {
    newSale: keyOf(t('New Sale'), 'newSale'),
    paymentIn: keyOf(t('Payment Received'), 'paymentIn'),
    newPurchase: keyOf(t('New Purchase'), 'newPurchase'),
    paymentOut: keyOf(t('Payment Made'), 'paymentOut'),
  };

  return (
    <>
      <PageHeader title={t('Dashboard')}>
        <Link
          hidden={!canWrite}
          className={PRIMARY}
          to={`/invoice?mode=sale&date=${date}`}
          {...keys.newSale}
        >
          {t('New Sale')}
        </Link>
        <Link
          hidden={!canWrite}
          className={SECONDARY}
          to="/invoice?mode=payment"
          {...keys.paymentIn}
        >
          {t('Payment Received')}
        </Link>
        <Link
          hidden={!canWrite}
          className={SECONDARY}
          to={`/invoice?mode=purchase&date=${date}`}
          {...keys.newPurchase}
        >
          {t('New Purchase')}
        </Link>
        <Link
          hidden={!canWrite}
          className={SECONDARY}
          to="/invoice?mode=paymentMade"
          {...keys.paymentOut}
        >
          {t('Payment Made')}
        </Link>
        <Link hidden={!canWrite} className={SECONDARY} to={`/invoice?mode=estimate&date=${date}`}>
          {t('New Estimate')}
        </Link>
        <Link className={SECONDARY} to="/estimates">
          {t('Estimates')}
        </Link>
        <Link className={SECONDARY} to="/orders">
          {t('Orders')}
        </Link>
        <Link className={SECONDARY} to="/challans">
          {t('Challans')}
        </Link>
        <Link className={SECONDARY} to="/returns">
          {t('Returns')}
        </Link>
      </PageHeader>

      <div className="mb-3 flex flex-wrap items-end gap-x-4 gap-y-2">
        <DatePicker
          label={t('Entry Date')}
          value={date}
          onChange={setDate}
          highlightWhenNotToday
          warnFarDates={false}
          className="w-44"
        />
        <LiveClock />
        {/* As wide as when pending (spinner shown): the row does not shift as a fetch ends. */}
        <Button
          variant="secondary"
          className="min-w-26"
          pending={dashboard.isFetching && !dashboard.isFetchingNextPage}
          onClick={() => dashboard.refetch()}
        >
          {t('Refresh')}
        </Button>
      </div>

      <DayTotalsCards totals={first?.summary} />

      <h2 className="mt-5 mb-2 text-base font-semibold">{t('Transactions')}</h2>
      {dashboard.isPending ? (
        <LoadingText />
      ) : !first || (dashboard.isError && !dashboard.isFetchNextPageError) ? (
        <Alert tone="error">
          {displayMessage(dashboard.error, t(DASHBOARD_MESSAGES.failedToLoad))}
        </Alert>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-line bg-surface px-3 py-3 text-muted">
          {t(DASHBOARD_MESSAGES.noTransactions)}
        </p>
      ) : (
        <TransactionsTable
          rows={rows}
          total={first.transactionCount}
          hasMore={dashboard.hasNextPage}
          loadingMore={dashboard.isFetchingNextPage}
          moreError={
            dashboard.isFetchNextPageError
              ? displayMessage(dashboard.error, t(DASHBOARD_MESSAGES.failedToLoad))
              : null
          }
          onMore={loadMore}
        />
      )}
    </>
  );
}
