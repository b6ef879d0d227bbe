export const WIDTH = 1200;
export const HEIGHT = 800;
