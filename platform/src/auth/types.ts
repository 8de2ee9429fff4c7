import type { Role } from '@console/contract/permissions';

/** A staff member as the server describes them (password is write-only and never comes back). */
export interface User {
  _id: string;
  username: string;
  email: string;
  role: Role;
  section: string[];
  permissions: string[];
  sessionExpires?: string;
}

export interface LoginCredentials {
  password: string;
  username?: string;
  email?: string;
}

export interface LoginResponse {
  user: User;
  token: string;
  currentTime?: string;
  sessionExpires?: string;
}

export interface SessionResponse {
  sessionExpires: string;
  currentTime: string;
  token?: string;
}

export interface CheckSessionResponse extends Partial<SessionResponse> {
  valid: boolean;
  message?: string;
}

export interface MeResponse {
  user: User;
  /** The refreshed token the server sends in the Authorization header. */
  token: string | null;
}

export interface MessageResponse {
  message: string;
}
