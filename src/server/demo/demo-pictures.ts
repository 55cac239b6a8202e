// The demo catalogue's product pictures, drawn in code (PNG, 320×320): a soft background in the
// category's colour, a shadow, and a simple drawing of the kind of product.
import { Canvas, hex, type Rgb, shade } from './demo-canvas.ts';

export type PictureKind =
  | 'pao'
  | 'paozinho'
  | 'croissant'
  | 'bolo'
  | 'torta'
  | 'rosquinha'
  | 'salgado'
  | 'pastel'
  | 'xicara'
  | 'copo'
  | 'garrafa'
  | 'lata'
  | 'queijo'
  | 'pacote'
  | 'pote'
  | 'ovos';

export interface Picture {
  kind: PictureKind;
  /** The product's main colour. */
  color: string;
  /** A second colour (filling, label, liquid). */
  accent: string;
  /** The background's colour. */
  backdrop: string;
}

const SIZE = 320;
const WHITE: Rgb = [255, 255, 255];

type Draw = (c: Canvas, main: Rgb, accent: Rgb) => void;

const drawings: Record<PictureKind, Draw> = {
  pao(c, main) {
    c.ellipse(160, 172, 118, 62, shade(main, 0.8));
    c.ellipse(160, 162, 112, 56, main);
    for (const dx of [-60, -15, 30, 75]) {
      c.polygon(
        [
          [dx + 130, 130],
          [dx + 142, 126],
          [dx + 118, 196],
          [dx + 106, 198],
        ],
        shade(main, 1.35),
      );
    }
    c.ellipse(130, 140, 40, 12, shade(main, 1.2), 0.5);
  },
  paozinho(c, main) {
    for (const [x, y] of [
      [110, 185],
      [210, 185],
      [160, 140],
    ] as const) {
      c.ellipse(x, y + 6, 62, 44, shade(main, 0.78));
      c.ellipse(x, y, 60, 42, main);
      c.polygon(
        [
          [x - 30, y - 4],
          [x + 30, y - 14],
          [x + 32, y - 6],
          [x - 28, y + 4],
        ],
        shade(main, 1.4),
      );
    }
  },
  croissant(c, main) {
    const parts: [number, number, number, number][] = [
      [80, 190, 34, 30],
      [118, 160, 40, 42],
      [160, 148, 46, 52],
      [202, 160, 40, 42],
      [240, 190, 34, 30],
    ];
    for (const [x, y, rx, ry] of parts) {
      c.ellipse(x, y + 5, rx, ry, shade(main, 0.75));
      c.ellipse(x, y, rx, ry, main);
      c.ellipse(x - rx / 3, y - ry / 3, rx / 2.5, ry / 4, shade(main, 1.3), 0.6);
    }
  },
  bolo(c, main, accent) {
    c.roundRect(70, 120, 180, 120, 16, shade(main, 0.85));
    c.roundRect(70, 112, 180, 44, 16, accent);
    c.roundRect(70, 172, 180, 12, 4, accent, 0.9);
    for (const x of [95, 135, 175, 215]) c.ellipse(x, 150, 14, 14, accent);
    c.ellipse(160, 96, 16, 16, hex('#d7263d'));
    c.roundRect(158, 70, 4, 16, 2, hex('#3d7a3d'));
  },
  torta(c, main, accent) {
    c.polygon(
      [
        [60, 210],
        [260, 210],
        [190, 100],
      ],
      shade(main, 0.85),
    );
    c.polygon(
      [
        [60, 210],
        [260, 210],
        [256, 196],
        [66, 196],
      ],
      main,
    );
    c.polygon(
      [
        [84, 188],
        [240, 188],
        [186, 110],
      ],
      accent,
    );
    c.ellipse(186, 110, 10, 8, WHITE, 0.9);
  },
  rosquinha(c, main, accent) {
    c.ellipse(160, 172, 104, 100, shade(main, 0.8));
    c.ellipse(160, 164, 100, 96, main);
    c.ellipse(160, 160, 86, 80, accent);
    for (const [x, y, col] of [
      [120, 120, '#f94144'],
      [196, 128, '#43aa8b'],
      [110, 196, '#f9c74f'],
      [210, 200, '#577590'],
      [160, 220, '#f3722c'],
    ] as const) {
      c.roundRect(x - 9, y - 3, 18, 6, 3, hex(col));
    }
    c.ellipse(160, 162, 30, 28, hex('#fff7ec'));
  },
  salgado(c, main) {
    c.ellipse(160, 196, 82, 70, shade(main, 0.8));
    c.ellipse(160, 186, 78, 66, main);
    c.polygon(
      [
        [112, 150],
        [208, 150],
        [160, 70],
      ],
      main,
    );
    c.ellipse(140, 160, 24, 40, shade(main, 1.25), 0.5);
  },
  pastel(c, main) {
    c.roundRect(56, 118, 208, 108, 40, shade(main, 0.8));
    c.roundRect(56, 110, 208, 106, 40, main);
    for (let x = 74; x <= 246; x += 18) c.ellipse(x, 116, 6, 6, shade(main, 0.85));
    c.ellipse(130, 150, 50, 12, shade(main, 1.3), 0.5);
  },
  xicara(c, main, accent) {
    c.ellipse(160, 236, 120, 26, shade(WHITE, 0.88));
    c.ellipse(238, 160, 34, 34, main);
    c.ellipse(238, 160, 18, 18, hex('#fdf1e4'));
    c.roundRect(72, 112, 156, 122, 40, main);
    c.ellipse(150, 112, 78, 20, shade(main, 0.9));
    c.ellipse(150, 112, 70, 15, accent);
    c.ellipse(130, 108, 24, 5, shade(accent, 1.5), 0.6);
  },
  copo(c, main, accent) {
    c.polygon(
      [
        [100, 70],
        [220, 70],
        [206, 250],
        [114, 250],
      ],
      shade(WHITE, 0.93),
    );
    c.polygon(
      [
        [106, 110],
        [214, 110],
        [206, 244],
        [114, 244],
      ],
      main,
    );
    c.ellipse(160, 110, 54, 8, accent);
    c.roundRect(176, 40, 10, 90, 5, hex('#e63946'));
  },
  garrafa(c, main, accent) {
    c.roundRect(140, 44, 40, 22, 6, accent);
    c.roundRect(146, 60, 28, 44, 8, main);
    c.roundRect(112, 96, 96, 164, 30, main);
    c.roundRect(112, 150, 96, 56, 4, accent);
    c.roundRect(124, 110, 12, 130, 6, WHITE, 0.35);
  },
  lata(c, main, accent) {
    c.ellipse(160, 244, 64, 14, shade(main, 0.7));
    c.roundRect(96, 70, 128, 176, 14, main);
    c.ellipse(160, 72, 64, 14, shade(WHITE, 0.8));
    c.roundRect(96, 130, 128, 52, 2, accent);
    c.roundRect(110, 84, 12, 150, 6, WHITE, 0.3);
  },
  queijo(c, main, accent) {
    c.polygon(
      [
        [56, 200],
        [264, 200],
        [264, 140],
        [120, 100],
      ],
      main,
    );
    c.polygon(
      [
        [56, 200],
        [264, 200],
        [264, 236],
        [56, 236],
      ],
      shade(main, 0.85),
    );
    for (const [x, y, r] of [
      [150, 150, 12],
      [210, 170, 16],
      [100, 216, 10],
      [200, 220, 9],
    ] as const) {
      c.ellipse(x, y, r, r * 0.8, accent);
    }
  },
  pacote(c, main, accent) {
    c.roundRect(84, 60, 152, 200, 12, shade(main, 0.85));
    c.roundRect(84, 60, 152, 190, 12, main);
    c.roundRect(84, 52, 152, 22, 4, shade(main, 0.7));
    c.ellipse(160, 160, 52, 42, accent);
    c.ellipse(160, 160, 36, 28, WHITE, 0.8);
  },
  pote(c, main, accent) {
    c.roundRect(94, 70, 132, 34, 8, accent);
    c.roundRect(86, 100, 148, 150, 26, main);
    c.roundRect(100, 140, 120, 60, 8, WHITE, 0.85);
    c.ellipse(160, 170, 30, 14, accent, 0.8);
  },
  ovos(c, main, accent) {
    c.roundRect(50, 170, 220, 70, 14, accent);
    for (const x of [88, 138, 188, 238]) {
      c.ellipse(x - 6, 158, 26, 34, shade(main, 0.85));
      c.ellipse(x - 6, 152, 24, 32, main);
    }
  },
};

/** Draws a product's picture as a PNG. */
export function drawProductPicture(picture: Picture): Buffer {
  const c = new Canvas(SIZE, SIZE);
  const backdrop = hex(picture.backdrop);
  c.background(shade(backdrop, 1.25), backdrop);
  c.ellipse(160, 262, 120, 20, shade(backdrop, 0.8), 0.7);
  drawings[picture.kind](c, hex(picture.color), hex(picture.accent));
  return c.png();
}

/** The shop's logo: a round badge with a wheat-coloured loaf. */
export function drawShopLogo(themeColor: string): Buffer {
  const c = new Canvas(SIZE, SIZE);
  const theme = hex(themeColor);
  c.background(WHITE, WHITE);
  c.ellipse(160, 160, 150, 150, theme);
  c.ellipse(160, 160, 130, 130, shade(theme, 1.2));
  drawings.pao(c, hex('#e0a458'), WHITE);
  return c.png();
}
