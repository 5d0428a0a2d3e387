import type { ExternalSessionSource } from '@takehome/web-kit';

/** Set once Keycloak holds a session for this browser, so the next page load resumes it. */
const SESSION_MARKER = 'takehome.keycloak-session';

export const keycloakSessionMarker = {
  isSet: () => localStorage.getItem(SESSION_MARKER) === '1',
  set: () => localStorage.setItem(SESSION_MARKER, '1'),
  clear: () => localStorage.removeItem(SESSION_MARKER),
};

/** Registered with web-kit's auth: keycloak-js is only downloaded when a Google session may exist. */
export const googleSessionSource: ExternalSessionSource = {
  mayResume: () => {
    try {
      return keycloakSessionMarker.isSet();
    } catch {
      return true; // storage unreadable: resume() says what happened
    }
  },
  async resume() {
    if (!keycloakSessionMarker.isSet()) return null;
    const { resumeKeycloakSession } = await import('./keycloakGoogle');
    return resumeKeycloakSession();
  },
};
