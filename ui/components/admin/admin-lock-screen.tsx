import { useEffect, useId, useRef } from 'react';
import type { AdminSessionView } from '../../../domain/admin/admin-session.js';
import { button } from '../button.js';
import { control } from '../control.css.js';
import * as css from './admin.css.js';

interface AdminLockScreenProps {
  view: AdminSessionView;
  onType: (password: string) => void;
  onSubmit: () => void;
}

/** docs/product.md §2 locked admin page: one password field and 'Access Admin Panel' (docs/product.md §5: disabled while empty). */
export function AdminLockScreen({ view, onType, onSubmit }: AdminLockScreenProps) {
  const id = useId();
  const checking = view.access === 'checking';
  const field = useRef<HTMLInputElement>(null);
  const wasChecking = useRef(false);
  // Issue 23: after a refused password the cleared field gets the focus back (it was disabled while checking).
  useEffect(() => {
    if (wasChecking.current && !checking && view.access === 'locked') field.current?.focus();
    wasChecking.current = checking;
  }, [checking, view.access]);
  return (
    <form
      className={css.lockScreen}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h1 id={`${id}-title`} className={css.lockTitle}>
        Admin Access
      </h1>
      <p className={css.lockLead}>Enter the admin password to manage the tour photos.</p>
      <label className={css.field}>
        Admin password
        <input
          ref={field}
          className={control()}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={view.password}
          disabled={checking}
          onChange={(event) => onType(event.target.value)}
        />
      </label>
      <button type="submit" className={button({ width: 'full' })} disabled={!view.canSubmit} aria-busy={checking}>
        {checking && <span className={css.spinner} aria-hidden="true" />}
        {checking ? 'Checking...' : 'Access Admin Panel'}
      </button>
    </form>
  );
}
