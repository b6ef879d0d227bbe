/**
 * An administrator's power over other people's records, as the code that finds a record uses it:
 * called only once the record turns out not to be the caller's (an owner needs no admin rights), it
 * throws when the caller may not use admin rights now (auth/guards adminRefusal: two-factor sign-in
 * required but off). A caller who is no administrator has none, and someone else's record is
 * unknown to them.
 */
export type AdminPower = () => void;
