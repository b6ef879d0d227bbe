import { createI18n, DEFAULT_IMAGE_MAX_BYTES, translateSentence } from '@tgde/contracts';
import { compileCatalogues, readGermanFiles } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import { formatBytes, IMAGE_ACCEPT, imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  it('accepts every image type the server takes, up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']) {
      expect(imageFileProblem({ type, size: DEFAULT_IMAGE_MAX_BYTES })).toBeUndefined();
    }
  });

  it('refuses other types with the kinds it accepts', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(
      'This file is not an image we accept: choose a JPEG, PNG, WebP, AVIF or GIF image.',
    );
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/not an image we accept/);
  });

  it('leaves an unknown type to the server, which reads the content', () => {
    expect(imageFileProblem({ type: '', size: 10 })).toBeUndefined();
  });

  it('refuses files over the limit with the server’s sentence', () => {
    expect(imageFileProblem({ type: 'image/png', size: DEFAULT_IMAGE_MAX_BYTES + 1 })).toBe(
      'The image is larger than 5 MB: choose a smaller one.',
    );
    expect(imageFileProblem({ type: 'image/png', size: 2_000_000 }, 1024 * 1024)).toBe(
      'The image is larger than 1 MB: choose a smaller one.',
    );
  });

  it('refuses an empty file', () => {
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe(
      'This file is empty: choose another image.',
    );
  });
});

describe('imageFileProblem in German', () => {
  // Form fields show these English sentences through sentence(): each needs its catalogue entry.
  const german = createI18n('de', compileCatalogues(readGermanFiles().get('web-common.json') ?? {}).de);

  it('has every sentence in the catalogue', () => {
    const problems = [
      imageFileProblem({ type: 'application/pdf', size: 10 }),
      imageFileProblem({ type: 'image/png', size: 0 }),
      imageFileProblem({ type: 'image/png', size: DEFAULT_IMAGE_MAX_BYTES + 1 }),
    ];
    expect(problems.map((problem) => translateSentence(german, problem ?? ''))).toEqual([
      'Diese Datei ist kein Bild, das wir annehmen: Wählen Sie ein JPEG-, PNG-, WebP-, AVIF- oder GIF-Bild.',
      'Diese Datei ist leer: Wählen Sie ein anderes Bild.',
      `Das Bild ist größer als ${formatBytes(DEFAULT_IMAGE_MAX_BYTES)}: Wählen Sie ein kleineres.`,
    ]);
  });
});

describe('formatBytes', () => {
  it('reads as people say sizes', () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(12)).toBe('12 B');
  });
});

it('offers exactly the accepted types in the file chooser', () => {
  expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/avif,image/gif');
});
