// API request and response types of svc-analytics, shared with the front ends.
export {};
