import { accountDeletionMessages } from '@tgde/contracts';
import { germanMessages } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS_TEXT } from '../../../lib/image-file';

/*
 * Texts made outside the profile's components that they show through `sentence()`, which the
 * catalogue test cannot see (it finds only `t('…')` calls): each needs a German text all the same.
 */
describe('the profile sentences', () => {
  it('have German texts', () => {
    const german = germanMessages('web');
    const texts = [accountDeletionMessages.deleted, IMAGE_KINDS_TEXT];
    expect(texts.filter((text) => !Object.hasOwn(german, text))).toEqual([]);
  });
});
