// API request and response types of svc-identity, shared with the front ends.
export {};
