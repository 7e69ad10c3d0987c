import type { AuthResponse, CompanySummary, UserInfo } from '@maxer/domain';
import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';

/** Client session state of spec §3, with its defaults. */
export interface SessionState {
  userInfo: UserInfo | null;
  isLogin: boolean;
  isAdmin: boolean;
  token: string | null;
  currentCompany: CompanySummary | null;
  appliedContractFilter: number;
  socket: Socket | null;
}

export const INITIAL_SESSION: SessionState = {
  userInfo: null,
  isLogin: false,
  isAdmin: false,
  token: null,
  currentCompany: null,
  appliedContractFilter: 0,
  socket: null,
};

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** A successful sign-in or auth fetch (spec §4): the admin flag follows the host. */
  signIn(auth: AuthResponse, adminHost: boolean): void;
  /** The person changed their own names or phone (profile). */
  updateUser(patch: Partial<Pick<UserInfo, 'firstName' | 'lastName' | 'phone'>>): void;
  /** The company's settings changed (name, currency, time zone shown across the app). */
  updateCompany(patch: Partial<CompanySummary>): void;
  /** A platform admin acts for this company (its name, currency and time zone in its pages), or stops. */
  actFor(company: CompanySummary | null): void;
  setSocket(socket: Socket | null): void;
  setAppliedContractFilter(value: number): void;
  /** Back to the signed-out defaults. */
  reset(): void;
}

/** A small external store: React reads it with useSyncExternalStore, plain code with getState(). */
export function createSessionStore(initial: SessionState = INITIAL_SESSION): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(auth, adminHost) {
      set({
        userInfo: auth.userInfo,
        isLogin: true,
        isAdmin: adminHost,
        token: auth.accessToken,
        currentCompany: auth.userInfo.company,
      });
    },
    updateUser(patch) {
      if (state.userInfo) set({ userInfo: { ...state.userInfo, ...patch } });
    },
    updateCompany(patch) {
      if (!state.currentCompany) return;
      const company = { ...state.currentCompany, ...patch };
      // An admin acting for the company has no company of their own to change.
      set({
        currentCompany: company,
        ...(state.userInfo?.company ? { userInfo: { ...state.userInfo, company } } : {}),
      });
    },
    actFor(company) {
      if (!state.isAdmin) return;
      set({ currentCompany: company });
    },
    setSocket: (socket) => set({ socket }),
    setAppliedContractFilter: (value) => set({ appliedContractFilter: value }),
    reset: () => set({ ...INITIAL_SESSION }),
  };
}

/** The one session of this tab. */
export const sessionStore = createSessionStore();

/** Read part of the session in a component; the selector must return a stable value (a field). */
export function useSession<T>(select: (state: SessionState) => T, store: SessionStore = sessionStore): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
