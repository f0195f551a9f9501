// Generates the five login slideshow images (SVG art) shipped in web/public/login/.
// Usage: node web/scripts/generate-login-slides.mjs web/public/login
import { writeFileSync, mkdirSync } from 'node:fs';
const out = process.argv[2];
mkdirSync(out, { recursive: true });
const W = 1920,
  H = 1080;
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}
const f = (n) => Math.round(n * 10) / 10;
const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">\n<defs>${defs}</defs>\n${body}\n</svg>\n`;

// 1. Low-poly mountains at dusk
function mountains() {
  const r = rng(11);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="1400" cy="330" r="120" fill="#fde68a" opacity="0.85"/>`;
  const layers = [
    { base: 620, amp: 260, colors: ['#6d28d9', '#7c3aed', '#5b21b6'] },
    { base: 760, amp: 220, colors: ['#4c1d95', '#581c87', '#3b0764'] },
    { base: 900, amp: 180, colors: ['#2e1065', '#1e1b4b', '#312e81'] },
  ];
  for (const layer of layers) {
    const pts = [];
    for (let x = -80; x <= W + 80; x += 160) pts.push([x, layer.base - r() * layer.amp]);
    for (let i = 0; i < pts.length - 1; i++) {
      const [x1, y1] = pts[i],
        [x2, y2] = pts[i + 1];
      const mx = (x1 + x2) / 2,
        my = Math.max(y1, y2) + 60 + r() * 80;
      const c = layer.colors[i % 3];
      body += `<polygon points="${f(x1)},${f(y1)} ${f(x2)},${f(y2)} ${f(mx)},${f(my)}" fill="${c}"/>`;
      body += `<polygon points="${f(x1)},${f(y1)} ${f(mx)},${f(my)} ${f(x1)},${H} " fill="${layer.colors[(i + 1) % 3]}"/>`;
      body += `<polygon points="${f(x2)},${f(y2)} ${f(mx)},${f(my)} ${f(x2)},${H} ${f(x1)},${H}" fill="${layer.colors[(i + 2) % 3]}"/>`;
    }
  }
  for (let i = 0; i < 60; i++)
    body += `<circle cx="${f(r() * W)}" cy="${f(r() * 380)}" r="${f(1 + r() * 2)}" fill="#fff" opacity="${f(0.3 + r() * 0.6)}"/>`;
  return svg(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="0.55" stop-color="#9d174d"/><stop offset="1" stop-color="#f97316"/></linearGradient>`,
    body,
  );
}

// 2. Synthwave sun and perspective grid
function synthwave() {
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  body += `<g clip-path="url(#sunclip)"><circle cx="960" cy="560" r="300" fill="url(#sun)"/></g>`;
  for (let i = 0; i < 7; i++)
    body += `<rect x="600" y="${560 + i * 34 - 100}" width="720" height="${4 + i * 3}" fill="#2e1065"/>`;
  body += `<rect y="640" width="${W}" height="${H - 640}" fill="#12002b"/>`;
  let grid = '';
  for (let i = -24; i <= 24; i++) grid += `<line x1="960" y1="640" x2="${960 + i * 160}" y2="${H}" />`;
  for (let k = 1; k < 14; k++) {
    const y = 640 + (H - 640) * Math.pow(k / 13, 2);
    grid += `<line x1="0" y1="${f(y)}" x2="${W}" y2="${f(y)}" />`;
  }
  body += `<g stroke="#e879f9" stroke-width="2" opacity="0.8">${grid}</g>`;
  body += `<rect y="636" width="${W}" height="6" fill="#f0abfc"/>`;
  return svg(
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f0524"/><stop offset="1" stop-color="#581c87"/></linearGradient><linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde047"/><stop offset="1" stop-color="#db2777"/></linearGradient><clipPath id="sunclip"><rect width="${W}" height="640"/></clipPath>`,
    body,
  );
}

// 3. Isometric cubes (3D modelling)
function cubes() {
  const r = rng(7);
  let body = `<rect width="${W}" height="${H}" fill="#1e1b4b"/>`;
  const s = 70,
    dx = s * Math.cos(Math.PI / 6),
    palettes = [
      ['#a78bfa', '#7c3aed', '#4c1d95'],
      ['#67e8f9', '#0891b2', '#164e63'],
      ['#f9a8d4', '#db2777', '#831843'],
      ['#c4b5fd', '#6d28d9', '#2e1065'],
    ];
  for (let row = -1; row < H / (s * 1.5) + 1; row++) {
    for (let col = -1; col < W / (dx * 2) + 1; col++) {
      if (r() < 0.45) continue;
      const cx = col * dx * 2 + (row % 2 ? dx : 0),
        cy = row * s * 1.5;
      const [t, lft, rt] = palettes[Math.floor(r() * palettes.length)];
      const o = f(0.35 + r() * 0.6);
      body += `<g opacity="${o}"><polygon points="${f(cx)},${f(cy - s)} ${f(cx + dx)},${f(cy - s / 2)} ${f(cx)},${f(cy)} ${f(cx - dx)},${f(cy - s / 2)}" fill="${t}"/>`;
      body += `<polygon points="${f(cx - dx)},${f(cy - s / 2)} ${f(cx)},${f(cy)} ${f(cx)},${f(cy + s)} ${f(cx - dx)},${f(cy + s / 2)}" fill="${lft}"/>`;
      body += `<polygon points="${f(cx + dx)},${f(cy - s / 2)} ${f(cx)},${f(cy)} ${f(cx)},${f(cy + s)} ${f(cx + dx)},${f(cy + s / 2)}" fill="${rt}"/></g>`;
    }
  }
  return svg('', body);
}

// 4. Pixel-art city at night
function pixelCity() {
  const r = rng(3);
  let body = `<rect width="${W}" height="${H}" fill="url(#night)"/><rect x="1500" y="140" width="96" height="96" fill="#fef3c7"/><rect x="1524" y="164" width="24" height="24" fill="#fde68a"/>`;
  for (let i = 0; i < 80; i++)
    body += `<rect x="${Math.floor(r() * 240) * 8}" y="${Math.floor(r() * 60) * 8}" width="8" height="8" fill="#fff" opacity="${f(0.3 + r() * 0.7)}"/>`;
  const layers = [
    { color: '#3b0764', min: 300, max: 620, win: '#a78bfa' },
    { color: '#1e1033', min: 180, max: 460, win: '#fbbf24' },
  ];
  for (const L of layers) {
    let x = -16;
    while (x < W) {
      const w = (6 + Math.floor(r() * 10)) * 16,
        h = L.min + Math.floor((r() * (L.max - L.min)) / 16) * 16;
      body += `<rect x="${x}" y="${H - h}" width="${w}" height="${h}" fill="${L.color}"/>`;
      for (let wy = H - h + 24; wy < H - 24; wy += 32)
        for (let wx = x + 16; wx < x + w - 16; wx += 32)
          if (r() < 0.35)
            body += `<rect x="${wx}" y="${wy}" width="16" height="16" fill="${L.win}" opacity="${f(0.5 + r() * 0.5)}"/>`;
      x += w + 16 * Math.floor(r() * 3);
    }
  }
  return svg(
    `<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0420"/><stop offset="1" stop-color="#6b21a8"/></linearGradient>`,
    body,
  );
}

// 5. Paint strokes and colour wheel (illustration)
function strokes() {
  const r = rng(42);
  const colors = ['#8b5cf6', '#ec4899', '#06b6d4', '#f59e0b', '#22c55e', '#6366f1', '#f43f5e'];
  let body = `<rect width="${W}" height="${H}" fill="#1a1033"/>`;
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2,
      b = ((i + 1) / 12) * Math.PI * 2,
      R = 260,
      cx = 1450,
      cy = 420;
    body += `<path d="M${cx},${cy} L${f(cx + R * Math.cos(a))},${f(cy + R * Math.sin(a))} A${R},${R} 0 0 1 ${f(cx + R * Math.cos(b))},${f(cy + R * Math.sin(b))} Z" fill="hsl(${i * 30},80%,60%)" opacity="0.85"/>`;
  }
  body += `<circle cx="1450" cy="420" r="90" fill="#1a1033"/>`;
  for (let i = 0; i < 22; i++) {
    const x0 = r() * W,
      y0 = r() * H,
      len = 300 + r() * 700,
      ang = -0.6 + r() * 1.2;
    const x1 = x0 + len * Math.cos(ang),
      y1 = y0 + len * Math.sin(ang);
    const c1x = x0 + (x1 - x0) / 3 + (r() - 0.5) * 300,
      c1y = y0 + (y1 - y0) / 3 + (r() - 0.5) * 300;
    const c2x = x0 + (2 * (x1 - x0)) / 3 + (r() - 0.5) * 300,
      c2y = y0 + (2 * (y1 - y0)) / 3 + (r() - 0.5) * 300;
    body += `<path d="M${f(x0)},${f(y0)} C${f(c1x)},${f(c1y)} ${f(c2x)},${f(c2y)} ${f(x1)},${f(y1)}" stroke="${colors[i % colors.length]}" stroke-width="${f(10 + r() * 50)}" stroke-linecap="round" fill="none" opacity="${f(0.35 + r() * 0.5)}"/>`;
  }
  for (let i = 0; i < 40; i++)
    body += `<circle cx="${f(r() * W)}" cy="${f(r() * H)}" r="${f(4 + r() * 22)}" fill="${colors[i % colors.length]}" opacity="${f(0.4 + r() * 0.5)}"/>`;
  return svg('', body);
}

const slides = [mountains, synthwave, cubes, pixelCity, strokes];
slides.forEach((fn, i) => writeFileSync(`${out}/slide-${i + 1}.svg`, fn()));
console.log('ok');
