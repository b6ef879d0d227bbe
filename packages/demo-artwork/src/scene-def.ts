import type { Painter } from './painter';

// ---------------------------------------------------------------------------------------------
// Scenes

export interface SceneDef {
  /** Point the close-up views zoom towards. */
  focus: readonly [number, number];
  /** Where the water begins, if the scene has some. */
  water?: number;
  /** Everything standing above the waterline (reflected in the water). */
  city(p: Painter): string;
  /** Things in front: bridges, boats, trees on the near bank. */
  front?(p: Painter): string;
}
