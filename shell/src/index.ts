import { answerKeycloakCallback } from './auth/google/callbacks';

// In Keycloak's pop-up or silent-check iframe the page only reports back; everywhere else the app starts.
// Async boundary: the shared singletons are negotiated before any React code runs.
if (!answerKeycloakCallback()) void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
