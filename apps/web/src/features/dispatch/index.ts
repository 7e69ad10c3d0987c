// The dispatch feature's public face: what other features may use of it (ADR 031). Its pages are
// reached through the router only.
export {};
