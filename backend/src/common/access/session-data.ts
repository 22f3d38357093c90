import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user account (admin dashboard). */
    userId?: number;
    /** The signed-in community member (e-mail login). */
    memberId?: number;
  }
}

export {};
