/**
 * Runs a command line's `main` with its arguments and exits with the code it returns. A failure
 * ends it with code 1 and the error's message alone: the person running it needs the sentence,
 * not the stack.
 */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
