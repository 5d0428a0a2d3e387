// Async boundary: the shared singletons are negotiated before any React code runs.
void import('./bootstrap');
