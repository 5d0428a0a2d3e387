// The headers every page of TakeHome carries, in the local gateway and in nginx alike.
// Scripts only from our own origin (the shell, the remotes' entries and chunks are all served from it),
// no inline script anywhere. Styles: styled-components inserts its rules through the CSSOM, which
// style-src does not restrict, but it also writes a <style> element in development, so inline styles
// stay allowed; nothing else is.

// `authOrigin`: Keycloak's public origin when it is not served from ours (KEYCLOAK_PUBLIC_URL), for the
// Google sign-in's silent check iframe and token requests.
export function contentSecurityPolicy(authOrigin) {
  const extra = authOrigin ? ` ${authOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    `frame-src 'self'${extra}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers of every page; `authOrigin` as for contentSecurityPolicy. */
export const securityHeaders = (authOrigin) => ({
  'content-security-policy': contentSecurityPolicy(authOrigin),
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // The Google sign-in opens Keycloak in a pop-up that reports back through window.opener.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
});
