/** How a bench part hands over a figure: bench/run.ts prints it beside the baseline and keeps it. */
export type RecordFigure = (name: string, value: number | string, unit?: string) => void;

/** Prints each figure on its own line, its name padded to `width`: for a part run on its own. */
export const printFigure =
  (width = 56): RecordFigure =>
  (name, value, unit = '') =>
    console.log(`${name.padEnd(width)} ${value}${unit ? ` ${unit}` : ''}`);
