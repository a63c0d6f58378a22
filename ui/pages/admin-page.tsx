import * as layout from '../styles/layout.css.js';

/** SPEC §2 Admin tour image page. Client-only and noindex; the sign-in comes with the server session. */
export function AdminPage() {
  return (
    <div className={layout.page}>
      <h1>Admin Access</h1>
      <p>The operator signs in here to replace tour photos.</p>
    </div>
  );
}
