export interface SocketTarget {
  userId: string | null | undefined;
  token: string | null | undefined;
  /** The socket server's address; the web app and the API share one origin. */
  address: string | null | undefined;
}

/** Spec §4: connect only with a user id, an access token and a socket address. */
export function canConnect(
  target: SocketTarget,
): target is { userId: string; token: string; address: string } {
  return Boolean(target.userId && target.token && target.address);
}
