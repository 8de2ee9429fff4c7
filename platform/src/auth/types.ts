import type {
  CheckSessionAnswer,
  LoginAnswer,
  LoginBody,
  MessageAnswer,
  SessionAnswer,
  UserDto,
} from '@console/contract/wire';

/*
 * The auth calls' shapes, as the contract declares them (types only: no schema reaches the platform,
 * which every app shares at run time and the login page loads).
 */

/** A staff member as the server describes them (password is write-only and never comes back). */
export type User = UserDto;
export type LoginCredentials = LoginBody;
export type LoginResponse = LoginAnswer;
export type SessionResponse = SessionAnswer;
export type CheckSessionResponse = CheckSessionAnswer;
export type MessageResponse = MessageAnswer;

export interface MeResponse {
  user: User;
  /** The refreshed token the server sends in the Authorization header. */
  token: string | null;
}
