// API request and response types of svc-content, shared with the front ends.
export {};
