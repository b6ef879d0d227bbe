import { ensureDemoImages } from '../../src/db/seed/demo-images';

/**
 * Vitest globalSetup: renders the demo pictures (when this artwork has not been rendered yet) once,
 * before the test files start, instead of in every file that seeds the demo content at once.
 */
export async function setup(): Promise<void> {
  await ensureDemoImages();
}
