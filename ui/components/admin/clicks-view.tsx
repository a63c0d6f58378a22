import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
// uPlot's own styles load with the chart, so the site's one stylesheet carries none of the admin's libraries (docs/decisions/083).
import uPlotStyles from 'uplot/dist/uPlot.min.css?url';
import { ADMIN_CLICKS_PATH } from '../../../domain/api-paths.js';
import { CLICK_PARTNERS, type ClickPartner } from '../../../domain/clicks/click-partners.js';
import { CLICK_PERIODS, partnerName, shareText, type ClickDashboard, type ClickPeriod } from '../../../domain/clicks/click-dashboard.js';
import { ClickDashboardApiToken } from '../../../domain/tokens.js';
import { useService } from '../../services.js';
import { button } from '../button.js';
import { downloadCsv } from './download-csv.js';
import * as css from './clicks-view.css.js';

/** One colour per partner, told apart by more than hue too: each line has its own dash pattern. */
const PARTNER_STYLE: Readonly<Record<ClickPartner, { colour: string; dash: number[] }>> = {
  marketplace: { colour: '#0f766e', dash: [] },
  'review-site': { colour: '#b45309', dash: [8, 4] },
  retail: { colour: '#1d4ed8', dash: [2, 3] },
  broker: { colour: '#7e22ce', dash: [12, 3, 2, 3] },
};

const numberFormat = new Intl.NumberFormat('en-US');

/** The daily clicks per partner as uPlot lines; the table beside it says the same for screen readers and keyboards. */
function DailyClicksChart({ dashboard }: { dashboard: ClickDashboard }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // The days by their index, labelled with their date: a day is the unit, never an hour.
    const days = dashboard.daily.map((_day, index) => index);
    const dayLabel = (index: number) => dashboard.daily[index]?.day.slice(5) ?? '';
    const width = () => Math.max(280, element.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 280,
        scales: { x: { time: false }, y: { range: (_plot, _min, max) => [0, Math.max(4, max)] } },
        axes: [{ space: 48, values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? dayLabel(tick) : '')) }, { label: 'Clicks', values: (_plot, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? numberFormat.format(tick) : '')) }],
        series: [
          {},
          ...CLICK_PARTNERS.map((partner) => ({ label: partnerName(partner), stroke: PARTNER_STYLE[partner].colour, dash: PARTNER_STYLE[partner].dash, width: 2, points: { show: dashboard.period <= 30 } })),
        ],
        legend: { show: false },
      },
      [days, ...CLICK_PARTNERS.map((partner) => dashboard.daily.map((day) => day.byPartner[partner]))],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 280 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [dashboard]);
  return (
    <>
      <link rel="stylesheet" href={uPlotStyles} precedence="admin-libraries" />
      <div ref={box} className={css.chart} aria-hidden="true" />
    </>
  );
}

function ShareTable({ caption, firstColumn, rows }: { caption: string; firstColumn: string; rows: readonly { key: string; name: string; partner?: string; clicks: number; share: number }[] }) {
  if (rows.length === 0) return <p className={css.empty}>No clicks in this period.</p>;
  const withPartner = rows.some((row) => row.partner !== undefined);
  return (
    <div className={css.tableScroll}>
      <table className={css.table}>
        <caption className={css.empty}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>{firstColumn}</th>
            {withPartner && <th scope="col" className={css.cell}>Partner</th>}
            <th scope="col" className={css.number}>Clicks</th>
            <th scope="col" className={css.number}>Share</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={css.cell}>{row.name}</th>
              {withPartner && <td className={css.cell}>{row.partner}</td>}
              <td className={css.number}>{numberFormat.format(row.clicks)}</td>
              <td className={css.number}>{shareText(row.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The operator's Clicks view (docs/decisions/069): the clicks on partner links per day for the last 7, 30 or 90 days,
 * split by partner (a uPlot chart with its table), the top links and pages with their share, and the CSV of the
 * daily counts. Loaded only when the operator opens it, so uPlot stays out of every other download.
 */
export function ClicksView({ token }: { token: string }) {
  const api = useService(ClickDashboardApiToken);
  const [period, setPeriod] = useState<ClickPeriod>(30);
  const [exportError, setExportError] = useState<string | undefined>(undefined);
  const query = useQuery({ queryKey: [ADMIN_CLICKS_PATH, period], queryFn: () => api.dashboard(token, period), staleTime: 0 });
  const dashboard = query.data;

  const exportCsv = async () => {
    setExportError(undefined);
    try {
      downloadCsv(await api.csv(token, period));
    } catch (error) {
      setExportError(`The CSV could not be made: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <section className={css.view} aria-labelledby="clicks-title">
      <div className={css.header}>
        <h2 id="clicks-title" className={css.panelTitle}>
          Clicks on partner links
        </h2>
        <div className={css.periods} role="group" aria-label="Period">
          {CLICK_PERIODS.map((days) => (
            <button key={days} type="button" className={button({ variant: days === period ? 'primary' : 'secondary' })} aria-pressed={days === period} onClick={() => setPeriod(days)}>
              Last {days} days
            </button>
          ))}
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => void exportCsv()}>
            Export CSV
          </button>
        </div>
      </div>
      {exportError && <p className={css.error} role="alert">{exportError}</p>}
      {query.error && <p className={css.error} role="alert">The clicks could not be loaded: {query.error.message}</p>}
      {!dashboard && !query.error && <p className={css.empty} role="status">Loading the clicks…</p>}
      {dashboard && (
        <>
          <p className={css.summary} role="status">
            {numberFormat.format(dashboard.total)} {dashboard.total === 1 ? 'click' : 'clicks'} from {dashboard.firstDay} to {dashboard.lastDay}
          </p>
          <figure className={css.figure}>
            <figcaption className={css.panelTitle}>Clicks per day by partner</figcaption>
            <ul className={css.legend} aria-hidden="true">
              {CLICK_PARTNERS.map((partner) => (
                <li key={partner}>
                  <span className={css.swatchOf[partner]} />
                  {partnerName(partner)}
                </li>
              ))}
            </ul>
            <DailyClicksChart dashboard={dashboard} />
            <details>
              <summary>Clicks per day by partner as a table</summary>
              <div className={css.tableScroll}>
                <table className={css.table}>
                  <thead>
                    <tr>
                      <th scope="col" className={css.cell}>Day</th>
                      {CLICK_PARTNERS.map((partner) => (
                        <th key={partner} scope="col" className={css.number}>{partnerName(partner)}</th>
                      ))}
                      <th scope="col" className={css.number}>All partners</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...dashboard.daily].reverse().map((day) => (
                      <tr key={day.day}>
                        <th scope="row" className={css.cell}>{day.day}</th>
                        {CLICK_PARTNERS.map((partner) => (
                          <td key={partner} className={css.number}>{numberFormat.format(day.byPartner[partner])}</td>
                        ))}
                        <td className={css.number}>{numberFormat.format(day.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </figure>
          <div className={css.lists}>
            <section className={css.panel} aria-labelledby="top-links-title">
              <h3 id="top-links-title" className={css.panelTitle}>Top links</h3>
              <ShareTable
                caption="The links followed most, with their share of all clicks"
                firstColumn="Link"
                rows={dashboard.topLinks.map((link) => ({ key: link.linkId, name: link.label, partner: partnerName(link.partner), clicks: link.clicks, share: link.share }))}
              />
            </section>
            <section className={css.panel} aria-labelledby="top-pages-title">
              <h3 id="top-pages-title" className={css.panelTitle}>Top pages</h3>
              <ShareTable
                caption="The pages whose links were followed most, with their share of all clicks"
                firstColumn="Page"
                rows={dashboard.topPages.map((page) => ({ key: page.page, name: page.page, clicks: page.clicks, share: page.share }))}
              />
            </section>
          </div>
        </>
      )}
    </section>
  );
}
