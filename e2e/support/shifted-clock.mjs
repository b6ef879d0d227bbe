/*
 * Loaded with `node --import` into a server that startServer({ clockOffsetMs }) spawns: the
 * process's wall clock runs TGDE_CLOCK_OFFSET_MS milliseconds ahead (or behind, when negative).
 * Date.now() and `new Date()` without arguments are shifted; a Date made from a value is not, and
 * timers still wait real time. So a test can restart a server on the same DATA_DIR "two days
 * later" and see what its scheduled passes do then, without a setting in the product for it.
 */
const offset = Number(process.env.TGDE_CLOCK_OFFSET_MS ?? '0');
if (!Number.isFinite(offset)) throw new Error('TGDE_CLOCK_OFFSET_MS must be a number of milliseconds');

const RealDate = Date;
const shiftedNow = () => RealDate.now() + offset;

globalThis.Date = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget);
  },
  // Date() called without `new` answers the time now as a string.
  apply() {
    return new RealDate(shiftedNow()).toString();
  },
  get(target, property, receiver) {
    if (property === 'now') return shiftedNow;
    return Reflect.get(target, property, receiver);
  },
});
