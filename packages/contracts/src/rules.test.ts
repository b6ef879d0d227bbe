import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact';
import { imageSources } from './images';
import { isEmail, messages } from './rules';

describe('isEmail', () => {
  it.each(['a@b.de', 'name@example.travel', 'first.last+tag@mail.example.museum', 'x@xn--mnchen-3ya.de'])(
    'accepts %s',
    (address) => expect(isEmail(address)).toBe(true),
  );

  it.each(['', 'plain', 'a@b', 'a@b.c', 'a b@c.de', 'a@@b.de', '@b.de', 'a@-b.de'])('refuses %s', (address) =>
    expect(isEmail(address)).toBe(false),
  );
});

describe('contactFormSchema', () => {
  it('gives the required message for each missing field', () => {
    const result = contactFormSchema.safeParse({ senderEmail: '', subject: ' ', body: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['senderEmail', messages.emailRequired],
      ['subject', messages.subjectRequired],
      ['body', messages.messageRequired],
    ]);
  });

  it('says "Provide a valid Email" for an address that is not one', () => {
    const result = contactFormSchema.safeParse({ senderEmail: 'nope', subject: 's', body: 'b' });
    expect(result.error?.issues[0]?.message).toBe(messages.emailInvalid);
  });
});

describe('imageSources', () => {
  it('builds a srcset of every stored width for our own media', () => {
    expect(imageSources('/media/abc_12-x.webp')).toEqual({
      src: '/media/abc_12-x-800.webp',
      srcSet: '/media/abc_12-x-400.webp 400w, /media/abc_12-x-800.webp 800w, /media/abc_12-x.webp 1200w',
    });
  });

  it('leaves any other address alone', () => {
    expect(imageSources('/favicon.svg')).toEqual({ src: '/favicon.svg' });
  });
});
