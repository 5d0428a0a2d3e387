// Kept free of keycloak-js and React: this runs in the page's entry before anything else loads.

/** Query flag of the page Keycloak sends the sign-in pop-up back to. */
export const POPUP_RETURN_FLAG = 'kc_popup';
/** Query flag of keycloak-js's silent check-sso iframe. */
export const SILENT_CHECK_FLAG = 'kc_silent';
/** The pop-up tells the page that opened it how sign-in ended on this channel. */
export const POPUP_CHANNEL = 'takehome-google-sign-in';

/**
 * Answers Keycloak's redirect when this page is the pop-up or the silent check iframe, instead of
 * starting the app there. Returns true when it did.
 */
export function answerKeycloakCallback(): boolean {
  const params = new URLSearchParams(window.location.search);
  if (params.has(SILENT_CHECK_FLAG)) {
    window.parent.postMessage(window.location.href, window.location.origin);
    return true;
  }
  if (params.has(POPUP_RETURN_FLAG)) {
    const channel = new BroadcastChannel(POPUP_CHANNEL);
    channel.postMessage(window.location.href);
    channel.close();
    window.close();
    return true;
  }
  return false;
}
