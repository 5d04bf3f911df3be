#!/usr/bin/env bash
# Makes src/app/fonts/language-names.woff2: the glyphs of the languages' own names (the "label" of each
# src/locales/<code>/language.json), cut from Noto Sans Devanagari, so that the language switch can
# name Hindi in its script on an English page without the whole 50 KB face (docs/decisions/0051).
# Run again after adding a language whose name is written in Devanagari; a name in another script
# needs that script's Noto face added below. Needs Debian's fonttools and python3-brotli
# (apt-get install fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
names="$(node -e "
  const fs = require('node:fs');
  const labels = fs.readdirSync('src/locales', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => JSON.parse(fs.readFileSync('src/locales/' + entry.name + '/language.json', 'utf8')).label);
  process.stdout.write(labels.join(''));
")"
pyftsubset ../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2 \
  --text="${names}" --unicodes="U+25CC,U+200C-200D" --layout-features='*' --flavor=woff2 \
  --output-file=src/app/fonts/language-names.woff2
ls -l src/app/fonts/language-names.woff2
