import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ADMIN_INBOX_REQUESTS_PATH, ADMIN_INBOX_SUBSCRIBERS_PATH, ADMIN_OUTBOX_PATH } from '../../../domain/api-paths.js';
import { emailFieldProblem } from '../../../domain/forms/email-field.js';
import { REQUEST_STATUSES, type RelocationRequest, type RequestStatus } from '../../../domain/inbox/inbox-store.js';
import { type InboxFile } from '../../../domain/inbox/inbox-api.js';
import {
  deletePersonQuestion,
  inboxTime,
  messageStateText,
  personDeletedText,
  REQUEST_STATUS_LABELS,
  requestActions,
  requestNeeds,
  statusChangedText,
  subscribersSummary,
} from '../../../domain/inbox/inbox-view.js';
import { InboxApiToken } from '../../../domain/tokens.js';
import { useService } from '../../services.js';
import * as layout from '../../styles/layout.css.js';
import { button } from '../button.js';
import { control } from '../control.css.js';
import * as css from './clicks-view.css.js';
import * as inboxCss from './inbox-view.css.js';
import { downloadFile } from './download-file.js';

/** A table's column headers; numbers align right. */
function HeaderRow({ columns }: { columns: readonly { name: string; numeric?: boolean }[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((column) => (
          <th key={column.name} scope="col" role="columnheader" className={column.numeric ? css.number : css.cell}>
            {column.name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The operator's Inbox (issue 39 point 4; docs/decisions/126): the consultation requests by status with their actions,
 * the newsletter's subscriber counts by week and their CSV, the outbox with each mail's state and its .eml, and
 * deleting a person's data after a confirmation. Tables with headers; what an action did is announced in one live
 * region; the focus stays on the list it acted on. Loaded only when the operator opens it (docs/decisions/069).
 */
export function InboxView({ token }: { token: string }) {
  const api = useService(InboxApiToken);
  const queries = useQueryClient();
  const [status, setStatus] = useState<RequestStatus>('new');
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const requestsTitle = useRef<HTMLHeadingElement>(null);
  const requestsTable = useRef<HTMLTableSectionElement>(null);
  const requests = useQuery({ queryKey: [ADMIN_INBOX_REQUESTS_PATH, status], queryFn: () => api.requests(token, status), staleTime: 0 });
  const subscribers = useQuery({ queryKey: [ADMIN_INBOX_SUBSCRIBERS_PATH], queryFn: () => api.subscribers(token), staleTime: 0 });
  const outbox = useQuery({ queryKey: [ADMIN_OUTBOX_PATH], queryFn: () => api.outbox(token), staleTime: 0 });
  /** The row a status change left from: the focus goes there once the list is drawn again without it. */
  const focusAfterChange = useRef<number | undefined>(undefined);
  useEffect(() => {
    const index = focusAfterChange.current;
    if (index === undefined) return;
    focusAfterChange.current = undefined;
    const rows = requestsTable.current?.querySelectorAll('tr') ?? [];
    const next = rows[Math.min(index, rows.length - 1)]?.querySelector('button');
    (next ?? requestsTitle.current)?.focus();
  }, [requests.data]);

  const refreshAll = () => Promise.all([ADMIN_INBOX_REQUESTS_PATH, ADMIN_INBOX_SUBSCRIBERS_PATH, ADMIN_OUTBOX_PATH].map((path) => queries.invalidateQueries({ queryKey: [path] })));

  const act = async (work: () => Promise<string>) => {
    setFailure(undefined);
    try {
      setAnnouncement(await work());
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  /** The request leaves this list: the focus goes to the next row's first action, or to the list's title when none is left. */
  const changeStatus = (request: RelocationRequest, to: RequestStatus, index: number) =>
    act(async () => {
      const changed = await api.setRequestStatus(token, request.id, to);
      // Moved once the list is drawn again (the effect above): a row's button focused before would leave with its row.
      focusAfterChange.current = index;
      await queries.invalidateQueries({ queryKey: [ADMIN_INBOX_REQUESTS_PATH] });
      return statusChangedText(changed);
    });

  const download = (file: () => Promise<InboxFile>) =>
    act(async () => {
      const got = await file();
      downloadFile(got);
      return `Downloaded ${got.fileName}.`;
    });

  return (
    <section className={`${css.view} ${inboxCss.view}`} aria-labelledby="inbox-title">
      <div className={css.header}>
        <h2 id="inbox-title" className={css.panelTitle}>
          Inbox
        </h2>
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => void act(async () => (await refreshAll(), 'The Inbox is up to date.'))}>
          Refresh
        </button>
      </div>
      {/* The one live region of the view: what the last action did. */}
      <p role="status" className={inboxCss.announcement}>
        {announcement}
      </p>
      {failure && (
        <p role="alert" className={css.error}>
          {failure}
        </p>
      )}

      <section className={css.panel} aria-labelledby="inbox-requests-title">
        <div className={css.header}>
          <h3 id="inbox-requests-title" ref={requestsTitle} tabIndex={-1} className={css.panelTitle}>
            Consultation requests
          </h3>
          <div className={css.periods} role="group" aria-label="Requests shown">
            {REQUEST_STATUSES.map((shown) => (
              <button key={shown} type="button" className={button({ variant: shown === status ? 'primary' : 'secondary' })} aria-pressed={shown === status} onClick={() => setStatus(shown)}>
                {REQUEST_STATUS_LABELS[shown]}
              </button>
            ))}
          </div>
        </div>
        {requests.error && <p className={css.error}>The requests could not be loaded: {requests.error.message}</p>}
        {!requests.data && !requests.error && <p className={css.empty}>Loading the requests…</p>}
        {requests.data?.length === 0 && <p className={css.empty}>No {REQUEST_STATUS_LABELS[status].toLowerCase()} requests.</p>}
        {requests.data && requests.data.length > 0 && (
          <div className={css.tableScroll}>
            <table role="table" className={`${css.table} ${inboxCss.stackedTable}`}>
              <caption className={layout.visuallyHidden}>{REQUEST_STATUS_LABELS[status]} consultation requests, newest first</caption>
              <HeaderRow columns={[{ name: 'Received' }, { name: 'From' }, { name: 'Needs' }, { name: 'Message' }, { name: 'Actions' }]} />
              <tbody role="rowgroup" ref={requestsTable}>
                {requests.data.map((request, index) => {
                  const needs = requestNeeds(request);
                  return (
                    <tr role="row" key={request.id}>
                      <td role="cell" data-label="Received" className={css.cell}>{inboxTime(request.receivedAt)}</td>
                      <th scope="row" role="rowheader" data-label="From" className={css.cell}>
                        {request.name}
                        <br />
                        <a href={`mailto:${request.email}`}>{request.email}</a>
                      </th>
                      <td role="cell" data-label="Needs" className={css.cell}>
                        {needs.services}
                        <br />
                        <span className={css.empty}>{needs.moveWhen}</span>
                      </td>
                      <td role="cell" data-label="Message" className={`${css.cell} ${inboxCss.message}`}>{request.message}</td>
                      <td role="cell" data-label="Actions" className={css.cell}>
                        <div className={inboxCss.actions}>
                          {requestActions(request.status).map((action) => (
                            <button
                              key={action.to}
                              type="button"
                              className={button({ variant: 'secondary' })}
                              aria-label={`${action.label}: ${request.name}`}
                              onClick={() => void changeStatus(request, action.to, index)}
                            >
                              {action.label}
                            </button>
                          ))}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={css.panel} aria-labelledby="inbox-subscribers-title">
        <div className={css.header}>
          <h3 id="inbox-subscribers-title" className={css.panelTitle}>
            Newsletter subscribers
          </h3>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => void download(() => api.subscribersCsv(token))}>
            Export confirmed subscribers (CSV)
          </button>
        </div>
        {subscribers.error && <p className={css.error}>The subscriber counts could not be loaded: {subscribers.error.message}</p>}
        {!subscribers.data && !subscribers.error && <p className={css.empty}>Loading the subscriber counts…</p>}
        {subscribers.data && (
          <>
            <p className={css.summary}>{subscribersSummary(subscribers.data)}</p>
            {subscribers.data.weeks.length === 0 ? (
              <p className={css.empty}>No subscriptions confirmed or ended yet.</p>
            ) : (
              <div className={css.tableScroll}>
                <table className={css.table}>
                  <caption className={layout.visuallyHidden}>Subscriptions confirmed and ended per week, newest first</caption>
                  <HeaderRow columns={[{ name: 'Week of' }, { name: 'Confirmed', numeric: true }, { name: 'Unsubscribed', numeric: true }]} />
                  <tbody>
                    {[...subscribers.data.weeks].reverse().map((week) => (
                      <tr key={week.weekStart}>
                        <th scope="row" className={`${css.cell} ${inboxCss.day}`}>{week.weekStart}</th>
                        <td className={css.number}>{week.confirmed}</td>
                        <td className={css.number}>{week.unsubscribed}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>

      <section className={css.panel} aria-labelledby="inbox-outbox-title">
        <h3 id="inbox-outbox-title" className={css.panelTitle}>
          Outbox
        </h3>
        {outbox.error && <p className={css.error}>The outbox could not be loaded: {outbox.error.message}</p>}
        {!outbox.data && !outbox.error && <p className={css.empty}>Loading the outbox…</p>}
        {outbox.data && (
          <>
            <p className={css.empty}>
              {outbox.data.transport === 'smtp' ? 'Mail is sent through the SMTP server (SMTP_URL).' : "No SMTP server is set: each mail is written as an .eml file to the data folder's outbox."}
            </p>
            {outbox.data.messages.length === 0 ? (
              <p className={css.empty}>No mail yet.</p>
            ) : (
              <div className={css.tableScroll}>
                <table role="table" className={`${css.table} ${inboxCss.stackedTable}`}>
                  <caption className={layout.visuallyHidden}>Mail sent and waiting, newest first, with each one&apos;s state</caption>
                  <HeaderRow columns={[{ name: 'Queued' }, { name: 'To' }, { name: 'Subject' }, { name: 'State' }, { name: 'File' }]} />
                  <tbody role="rowgroup">
                    {outbox.data.messages.map((message) => (
                      <tr role="row" key={message.id}>
                        <td role="cell" data-label="Queued" className={css.cell}>{inboxTime(message.createdAt)}</td>
                        <td role="cell" data-label="To" className={css.cell}>{message.to}</td>
                        <th scope="row" role="rowheader" data-label="Subject" className={css.cell}>{message.subject}</th>
                        <td role="cell" data-label="State" className={`${css.cell} ${inboxCss.state[message.state]}`}>{messageStateText(message)}</td>
                        <td role="cell" data-label="File" className={css.cell}>
                          <button
                            type="button"
                            className={button({ variant: 'secondary' })}
                            aria-label={`.eml of “${message.subject}” to ${message.to}`}
                            onClick={() => void download(() => api.messageEml(token, message.id))}
                          >
                            .eml
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>

      <DeletePerson token={token} onDeleted={(text) => void refreshAll().then(() => setAnnouncement(text))} />
    </section>
  );
}

/** Deleting a person's data (issue 39 point 7): an address, then a question that says what goes; only Yes deletes. */
function DeletePerson({ token, onDeleted }: { token: string; onDeleted: (text: string) => void }) {
  const api = useService(InboxApiToken);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState<string | undefined>(undefined);
  const [deleting, setDeleting] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = emailFieldProblem(email);
    setProblem(found);
    if (found) return field.current?.focus();
    setConfirming(email.trim().toLowerCase());
  };

  const remove = async (person: string) => {
    setDeleting(true);
    try {
      const deleted = await api.deletePerson(token, person);
      setConfirming(undefined);
      setEmail('');
      onDeleted(personDeletedText(person, deleted));
      requestAnimationFrame(() => field.current?.focus());
    } catch (error) {
      setProblem(`Nothing was deleted: ${errorText(error)}`);
      setConfirming(undefined);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className={css.panel} aria-labelledby="inbox-delete-title">
      <h3 id="inbox-delete-title" className={css.panelTitle}>
        Delete a person&apos;s data
      </h3>
      <p className={css.empty}>Their subscription, their consultation requests and every mail about them. An address that unsubscribed stays only as a hash on the suppression list, so it is never mailed again.</p>
      <form className={inboxCss.deleteForm} onSubmit={ask} noValidate>
        <label htmlFor="inbox-delete-email" className={inboxCss.label}>
          Email address
        </label>
        <input
          id="inbox-delete-email"
          ref={field}
          type="email"
          className={control()}
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'inbox-delete-problem' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setConfirming(undefined);
          }}
        />
        <button type="submit" className={button({ variant: 'secondary' })}>
          Delete…
        </button>
      </form>
      {problem && (
        <p id="inbox-delete-problem" className={css.error}>
          {problem}
        </p>
      )}
      {confirming && (
        <div className={inboxCss.confirm} role="alertdialog" aria-modal="false" aria-labelledby="inbox-delete-question">
          <p id="inbox-delete-question" className={inboxCss.question} tabIndex={-1} ref={(element) => element?.focus()}>
            {deletePersonQuestion(confirming)}
          </p>
          <div className={inboxCss.actions}>
            <button type="button" className={button()} disabled={deleting} aria-busy={deleting} onClick={() => void remove(confirming)}>
              Yes, delete everything
            </button>
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              onClick={() => {
                setConfirming(undefined);
                field.current?.focus();
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
