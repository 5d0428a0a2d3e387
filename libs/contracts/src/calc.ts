// API request and response types of svc-calc, shared with the front ends.
export {};
