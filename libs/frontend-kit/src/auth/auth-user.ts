export interface AuthUser {
  id: string | number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
}

export interface LoginCredentials {
  username: string;
  password: string;
}

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;
