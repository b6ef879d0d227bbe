/*
 * Our CSP has no 'unsafe-eval'. When zod 4 builds its first object schema it probes
 * `new Function('')` to decide whether to compile fast parsers, and the browser reports that probe
 * as a CSP violation even though zod catches the error. zod's jitless mode skips the probe.
 *
 * zod keeps its global config on globalThis.__zod_globalConfig (so that several copies share it),
 * and adopts an object that is already there. Seeding it here, in main.tsx before any chunk with
 * zod has loaded, costs the home page nothing; importing zod's own config() would add about 4 KB
 * of zod to it. zod-csp.test.ts checks that zod still honours the seed.
 */
type ZodGlobalConfig = { jitless?: boolean };
const scope = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
