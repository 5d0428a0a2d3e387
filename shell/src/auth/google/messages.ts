/** docs/product/copy.md Google sign-in messages. */
export const GOOGLE_MESSAGES = {
  disabled: 'Google sign-in is temporarily unavailable. Please use email/password or contact support.',
  popupBlocked: 'Popup blocked. Redirecting to Google sign-in...',
  cancelled: 'Sign-in cancelled. Click to try again.',
  unauthorizedDomain: 'Domain not authorized. Please contact support.',
  network: 'Network error. Check connection and try again.',
  failed: 'Google sign-in failed. Please try again.',
} as const;

/** Opens the sign-in pop-up; call it straight from the click, or the browser blocks it (null). */
export function openSignInPopup(): Window | null {
  return window.open('', 'takehome-google-sign-in', 'popup,width=480,height=640');
}
