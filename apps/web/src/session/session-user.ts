import { type UserProfile } from '@tgde/contracts';
import { type SessionAnswer } from './api/get-session';

/** Who is signed in, as every page needs it. */
export interface SessionUser {
  /** The account's id: the `authorId` of its reviews and photos. */
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: 'user' | 'admin';
  /** Password accounts start unverified; Google accounts arrive verified. */
  emailVerified: boolean;
}

export function userFromSession(user: SessionAnswer['user']): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image ?? null,
    role: user.role === 'admin' ? 'admin' : 'user',
    emailVerified: Boolean(user.emailVerified),
  };
}

export function userFromProfile(profile: UserProfile): SessionUser {
  return {
    id: profile._id,
    name: profile.name,
    email: profile.email,
    image: profile.image,
    role: profile.role === 'admin' ? 'admin' : 'user',
    emailVerified: profile.emailVerified,
  };
}
