// The frame of every page Baton shows end users (consent, outcome, errors, settings): plain,
// branded, accessible HTML with inline styles only (no external assets), every value escaped.

const replacements: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (ch) => replacements[ch]);
}

/** A template tag that escapes every interpolated value unless it is already rendered `Html`. */
export class Html {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  values.forEach((value, i) => {
    const rendered = Array.isArray(value) ? value.map((v) => (v instanceof Html ? v.text : escapeHtml(v))).join('') : value instanceof Html ? value.text : escapeHtml(value);
    out += rendered + strings[i + 1];
  });
  return new Html(out);
}

const styles = `
:root{color-scheme:light dark;--fg:#1b1f24;--muted:#57606a;--bg:#f6f8fa;--card:#fff;--line:#d0d7de;--accent:#0b5cad;--danger:#b42318}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9da7b3;--bg:#0d1117;--card:#161b22;--line:#30363d;--accent:#4493f8;--danger:#f85149}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:40rem;margin:3rem auto;padding:2rem;background:var(--card);border:1px solid var(--line);border-radius:12px}
.brand{font-weight:700;letter-spacing:.02em;color:var(--muted);margin:0 0 1rem}h1{font-size:1.5rem;margin:0 0 1rem}
ul{padding-left:1.25rem}li{margin:.25rem 0}.muted{color:var(--muted);font-size:.9rem}.badge{display:inline-block;padding:0 .5rem;border:1px solid var(--line);border-radius:999px;font-size:.8rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}form{margin:0}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid var(--line);background:var(--card);color:var(--fg);cursor:pointer}
button.primary{background:var(--accent);border-color:var(--accent);color:#fff}button.danger{color:var(--danger);border-color:var(--danger)}
button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
table{width:100%;border-collapse:collapse;margin-top:1rem}th,td{text-align:left;padding:.5rem;border-bottom:1px solid var(--line);vertical-align:top}
`;

export function renderPage(title: string, body: Html): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Baton</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="brand" aria-hidden="true">Baton</p>
${body.text}
</main>
</body>
</html>
`;
}
