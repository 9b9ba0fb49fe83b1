// Sign-in and set-password pages.
import { passwordLength } from '../../../services/dashboard-users/user-rules.ts';
import { html } from '../../pages/html.ts';
import { dashboardPath, notice, renderPublicPage } from '../layout.ts';

export function renderSignIn(view: { csrf: string; next: string; email?: string; error?: string; info?: string }): string {
  return renderPublicPage('Sign in', html`<h1>Sign in to Baton</h1>
${notice(view.error, 'error')}${notice(view.info)}
<form class="card" method="post" action="${dashboardPath}/sign-in">
<input type="hidden" name="csrf" value="${view.csrf}">
<input type="hidden" name="next" value="${view.next}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${view.email ?? ''}"${view.email ? '' : html` autofocus`}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${view.email ? html` autofocus` : ''}>
<div class="actions"><button class="primary" type="submit">Sign in</button></div>
</form>
<p class="muted small">No account yet? The first start of Baton, <code>baton users create</code> and the Users page of the dashboard each give a one-time link to set a password.</p>`);
}

export function renderSetPassword(view: { csrf: string; action: string; email: string | null; error?: string }): string {
  const emailField = view.email === null
    ? html`<label for="email">Your e-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required>
<p class="hint">You will sign in with it.</p>`
    : html`<p>Signing in as <strong>${view.email}</strong>.</p>`;
  return renderPublicPage('Set your password', html`<h1>Set your password</h1>
${notice(view.error, 'error')}
<form class="card" method="post" action="${view.action}">
<input type="hidden" name="csrf" value="${view.csrf}">
${emailField}
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${passwordLength.min}" required aria-describedby="password-hint">
<p class="hint" id="password-hint">At least ${passwordLength.min} characters. A passphrase of a few words is easy to type and hard to guess.</p>
<div class="actions"><button class="primary" type="submit">Set password and sign in</button></div>
</form>`);
}
