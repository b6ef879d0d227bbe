import { houseRow } from './buildings';
import { WIDTH } from './canvas';
import type { SceneDef } from './scene-def';
import { ridge, woodedHill } from './terrain';
import { spireTower } from './towers-and-bridges';

export const genericTown: SceneDef = {
  focus: [600, 300],
  water: 640,
  city(p) {
    return (
      woodedHill(p, ridge(p, 500, 60), 0.7, '#5f7f57', 12, 40) +
      p.mistBand(540) +
      woodedHill(p, ridge(p, 560, 40), 0.4, '#4f7d43', 14, 40) +
      spireTower(p, 620, 620, 44, 390, 110, '#e8dfcf', '#4f5b66', 0.1) +
      houseRow(p, -20, WIDTH + 20, 640, [70, 100], [60, 86], {
        walls: ['#f2ebdd', '#efe3cc', '#e9dcc5', '#e3b98a'],
        gables: ['pointed'],
        depth: 0.05,
        timber: 0.8,
        win: 1.3,
      })
    );
  },
};
