import { describe, expect, it } from 'vitest';
import { aMail } from '../../test-support/inbox.js';
import { checkedMail, isHeaderSafe, UnsafeHeaderError } from './outgoing-mail.js';

describe('header injection (issue 39 point 5)', () => {
  it('refuses a line break or control character in any header-bound field', () => {
    for (const text of ['a\rb', 'a\nb', 'a\u0000b', 'a\u001fb', 'a\u007fb', 'a\u2028b', 'a\u2029b']) expect(isHeaderSafe(text)).toBe(false);
    for (const text of ['Ana Mora', 'José Núñez <jose@x.cr>', '', 'a\u0020b', 'a~b']) expect(isHeaderSafe(text)).toBe(true);
    for (const field of ['from', 'to', 'subject', 'id', 'unsubscribeUrl', 'replyTo'] as const) {
      expect(() => checkedMail(aMail({ [field]: 'x\r\nBcc: everyone@example.cr' }))).toThrow(new UnsafeHeaderError(field));
    }
    expect(new UnsafeHeaderError('subject').message).toBe("The mail's subject holds a line break or a control character");
    expect(new UnsafeHeaderError('subject').name).toBe('UnsafeHeaderError');
  });

  it('lets a body hold line breaks, and a mail without optional headers through', () => {
    const { unsubscribeUrl: _none, ...plain } = aMail({ text: 'line one\r\nline two' });
    expect(checkedMail(plain)).toBe(plain);
  });
});
