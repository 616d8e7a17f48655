// The auth area's public surface: the react-admin auth provider, its messages and the token storage.
export {
  createAuthProvider,
  type AppAuthProvider,
  type AuthProviderDeps,
  type LoginParams,
} from './createAuthProvider.ts';
export { AUTH_MESSAGES, LOGIN_FAILURE_MESSAGES } from './messages.ts';
export { createTokenStorage, currentToken, tokenStorage, type TokenStorage } from './tokenStorage.ts';
export type { SessionEvent } from './sessionEvents.ts';
