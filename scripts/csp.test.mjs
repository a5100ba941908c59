import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.mjs';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the Content-Security-Policy and the build’s inline scripts', () => {
  it('hashes each script the browser would run inline, and nothing else', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script>show(document)</script>',
      '<script type="application/json">{"not":"run"}</script>',
      '<SCRIPT type="module">\nimport("/x.js")\n</SCRIPT>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('show(document)'),
      sha256('\nimport("/x.js")\n'),
    ]);
  });

  it("allows only the app's own scripts and the given hashes", () => {
    const policy = contentSecurityPolicy({}, { scriptHashes: [sha256('show(document)')] });
    expect(policy).toContain(`script-src 'self' ${sha256('show(document)')};`);
    expect(contentSecurityPolicy({})).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe');
  });
});
