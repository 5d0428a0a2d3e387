import Keycloak, { type KeycloakInitOptions } from 'keycloak-js';
import type { ExternalSession } from '@takehome/web-kit';
import { POPUP_CHANNEL, POPUP_RETURN_FLAG, SILENT_CHECK_FLAG } from './callbacks';
import { GOOGLE_MESSAGES } from './messages';
import { fetchKeycloakConfig, type KeycloakConfig } from './providers';
import { keycloakSessionMarker } from './session';

const POPUP_CLOSED_GRACE_MS = 300;

let client: Promise<Keycloak> | null = null;

/** One keycloak-js instance per page; initialised once, by whichever flow needs it first. */
function keycloakClient(config: KeycloakConfig, options: KeycloakInitOptions = {}): Promise<Keycloak> {
  client ??= (async () => {
    const keycloak = new Keycloak(config);
    await keycloak.init({ pkceMethod: 'S256', checkLoginIframe: false, ...options });
    return keycloak;
  })().catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

/** The message for an OAuth error Keycloak sent back. */
function messageForOAuthError(error: string): string {
  if (error === 'access_denied') return GOOGLE_MESSAGES.cancelled;
  if (error === 'unauthorized_client' || error === 'invalid_redirect_uri') return GOOGLE_MESSAGES.unauthorizedDomain;
  return GOOGLE_MESSAGES.failed;
}

/** Resolves the pop-up's return address once it reports back; rejects when it is closed first. */
function popupReturn(popup: Window): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(POPUP_CHANNEL);
    let closedTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearInterval(watch);
      clearTimeout(closedTimer);
      channel.close();
    };
    channel.onmessage = (event: MessageEvent<string>) => {
      finish();
      resolve(new URLSearchParams(String(event.data).split('#')[1] ?? ''));
    };
    // The pop-up closes itself right after posting: give its message a moment to arrive.
    const watch = setInterval(() => {
      if (popup.closed && closedTimer === undefined) {
        closedTimer = setTimeout(() => {
          finish();
          reject(new Error(GOOGLE_MESSAGES.cancelled));
        }, POPUP_CLOSED_GRACE_MS);
      }
    }, 500);
  });
}

/**
 * Google sign-in through Keycloak's identity brokering (idpHint 'google') in a pop-up the caller
 * opened straight from the click (see openSignInPopup), so the browser does not block it.
 */
export async function signInWithGooglePopup(config: KeycloakConfig, popup: Window): Promise<void> {
  try {
    const keycloak = await keycloakClient(config);
    const redirectUri = `${window.location.origin}/?${POPUP_RETURN_FLAG}=1`;
    popup.location.href = await keycloak.createLoginUrl({ idpHint: 'google', redirectUri });
  } catch {
    popup.close();
    throw new Error(GOOGLE_MESSAGES.network);
  }
  const result = await popupReturn(popup);
  const error = result.get('error');
  if (error) throw new Error(messageForOAuthError(error));
  keycloakSessionMarker.set();
}

/** The fallback when the pop-up is blocked: the whole page goes to Google and comes back to this address. */
export async function redirectToGoogle(config: KeycloakConfig): Promise<void> {
  keycloakSessionMarker.set();
  const keycloak = await keycloakClient(config);
  await keycloak.login({ idpHint: 'google', redirectUri: window.location.href });
}

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'error_description' in error) {
    if (typeof error.error_description === 'string' && error.error_description) return error.error_description;
  }
  if (error && typeof error === 'object' && 'error' in error) return String(error.error);
  return error instanceof Error ? error.message : String(error);
}

/**
 * Resumes a Google (Keycloak) session at start: after the pop-up or the redirect back, and on every
 * later visit, with keycloak-js's silent check-sso. Tokens stay in keycloak-js's memory.
 */
export async function resumeKeycloakSession(): Promise<ExternalSession | null> {
  const config = await fetchKeycloakConfig();
  if (!config) {
    keycloakSessionMarker.clear();
    return null;
  }
  let keycloak: Keycloak;
  try {
    keycloak = await keycloakClient(config, {
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: `${window.location.origin}/?${SILENT_CHECK_FLAG}=1`,
    });
  } catch (error) {
    keycloakSessionMarker.clear();
    throw new Error(`Authentication failed: ${describe(error)}`, { cause: error });
  }
  if (!keycloak.authenticated) {
    keycloakSessionMarker.clear();
    return null;
  }
  return {
    async token(force) {
      await keycloak.updateToken(force ? -1 : 30);
      return { accessToken: keycloak.token ?? '', expiresAt: (keycloak.tokenParsed?.exp ?? 0) * 1000 };
    },
    async end() {
      keycloakSessionMarker.clear();
      await keycloak.logout({ redirectUri: `${window.location.origin}/` });
    },
  };
}
